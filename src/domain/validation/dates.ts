/** Dates travel as ISO strings (yyyy-mm-dd), the value of <input type="date">. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date as a comparable number (yyyymmdd), or null when it is no real date. */
export function isoDateNumber(value: string): number | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? year * 10_000 + month * 100 + day : null;
}

export const toIsoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The date `years` before `today` (29 Feb falls back to 28 Feb in common years). */
export function yearsBefore(today: Date, years: number): Date {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), 1));
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(today.getUTCDate(), lastDay));
  return date;
}

/** Completed years of life on `today` for a birth date (ISO); null for no real date. */
export function ageOn(birthDate: string, today: Date): number | null {
  const birth = isoDateNumber(birthDate);
  if (birth === null) return null;
  const now = isoDateNumber(toIsoDate(today));
  return now === null ? null : Math.floor((now - birth) / 10_000);
}

/**
 * Birth-date bounds for an age range (spec §5, Young 18–27): the latest birth date is the day
 * `minAge` years ago; the earliest is the day after `maxAge + 1` years ago.
 */
export function birthDateBounds(today: Date, minAge: number, maxAge: number): { min: string; max: string } {
  const earliest = yearsBefore(today, maxAge + 1);
  earliest.setUTCDate(earliest.getUTCDate() + 1);
  return { min: toIsoDate(earliest), max: toIsoDate(yearsBefore(today, minAge)) };
}
