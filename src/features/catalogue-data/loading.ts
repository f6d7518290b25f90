import type { Loadable } from '../../state/catalogue';

/** What a screen shows before its catalogue read has even been asked for. */
export const LOADING: Loadable<never> = { status: 'loading' };
