/**
 * A navigation's state that keeps the scroll position (React Router's `preventScrollReset`, which
 * only its data router reads): e.g. a table of contents link whose page scrolls to the section itself.
 */
export const KEEP_SCROLL = { preventScrollReset: true } as const;

export const keepsScroll = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Partial<typeof KEEP_SCROLL>).preventScrollReset === true;
