import { call as callEffect } from 'redux-saga/effects';
import { all, call, put, takeLatest } from 'typed-redux-saga';
import { ICON_NAMES } from '../src/domain/icons';
import { fetchIcon } from '../src/api/icons';
import { loadChunk } from '../src/api/chunk-retry';
import { iconsActions, iconsSlice } from '../src/state/icons';
import type { FeatureModule } from '../src/state/feature-loading';

/** DOMPurify only serves the icon gallery (a utility page): it loads with the first icon, not with every page. */
const loadSanitizer = () => loadChunk(() => import('dompurify'));

/**
 * One icon; a failure is only logged as a warning (spec §8). A static file, not an API call:
 * no session and no retry, since a slow icon is given up on (spec §9).
 */
function* loadIcon(name: string): Generator {
  const result = yield* call(fetchIcon, name);
  if (result.ok) {
    const { default: DOMPurify } = yield* call(loadSanitizer);
    yield* put(
      iconsActions.iconLoaded({ name, svg: DOMPurify.sanitize(result.data, { USE_PROFILES: { svg: true } }) }),
    );
    return;
  }
  console.warn(`Icon ${name} konnte nicht geladen werden: ${result.error.message}`);
  yield* put(iconsActions.iconFailed(name));
}

function* loadGallery(): Generator {
  yield* all(ICON_NAMES.map((name) => callEffect(loadIcon, name)));
}

export function* iconsSaga(): Generator {
  yield* takeLatest(iconsActions.galleryOpened.type, loadGallery);
}

/** The icon gallery (a utility page) is the only user: loaded when it opens (src/app/features.ts). */
export const ICONS_FEATURE: FeatureModule = { slices: [iconsSlice], sagas: [iconsSaga] };
