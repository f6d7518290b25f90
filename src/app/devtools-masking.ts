import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { PersonalDataMask } from '../domain/mask-personal-data';

/**
 * Redux DevTools' options for development: time travel masked as the event log is (one mask
 * learns the session's form schemas and personal values). Imported on demand behind
 * `import.meta.env.DEV`, so that production bundles leave the mask to the event log, which loads it
 * on demand as well.
 */
export function devToolsMasking(): DevToolsEnhancerOptions {
  const mask = new PersonalDataMask();
  return {
    actionSanitizer: <A extends { type: string }>(action: A) => mask.maskAction(action),
    stateSanitizer: <S>(state: S) => mask.mask(state),
  };
}
