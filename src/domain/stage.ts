import type { StageSlide } from './catalogue-types';

/** Spec §9: the first two stage images are preloaded, 100 ms after a route change. */
export const STAGE_PRELOAD_DELAY_MS = 100;
export const STAGE_PRELOAD_COUNT = 2;

/** Spec §2: the start page and the unterwegs and zuhause routes carry a stage; this is the key of theirs. */
export function stageKeyOf(pathname: string): string | undefined {
  if (pathname === '/') return '/';
  return ['/unterwegs', '/zuhause'].find((section) => pathname === section || pathname.startsWith(`${section}/`));
}

export const hasStage = (pathname: string) => stageKeyOf(pathname) !== undefined;

export const imagesToPreload = (stage: StageSlide[] | undefined) =>
  (stage ?? []).slice(0, STAGE_PRELOAD_COUNT).map((slide) => slide.image);
