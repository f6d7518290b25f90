/** Spec §5 "Before saving": these fields get a capitalised first letter. */
const CAPITALISED = new Set(['city', 'street']);

const capitalise = (value: string) => value.charAt(0).toLocaleUpperCase('de-DE') + value.slice(1);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Strips empty strings, null (and undefined), empty lists and objects left empty; capitalises city and street. */
export function cleanBeforeSave<T>(values: T): T {
  if (!isPlainObject(values)) return values;
  const cleaned: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values)) {
    if (raw === '' || raw === null || raw === undefined || (Array.isArray(raw) && raw.length === 0)) continue;
    const value = isPlainObject(raw) ? cleanBeforeSave(raw) : raw;
    if (isPlainObject(value) && Object.keys(value).length === 0) continue;
    cleaned[key] = CAPITALISED.has(key) && typeof value === 'string' ? capitalise(value.trim()) : value;
  }
  return cleaned as T;
}
