/** Spec §3 "Tracking ids": the query parameters read, in order; the first present wins. */
export const TRACKING_PARAMETERS = ['trackid', 'ext_id', 'wt_mc', 'pk_kwd', 'pk_campaign'] as const;

export function trackingIdFrom(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  for (const name of TRACKING_PARAMETERS) {
    const value = params.get(name);
    if (value) return value;
  }
  return null;
}
