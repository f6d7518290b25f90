/** The shop's calendar is Germany's: a day starts and ends at midnight in Berlin, on every server. */
const BERLIN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Germany at this instant, yyyy-MM-dd. */
export const berlinDay = (epochMs: number): string => BERLIN_DAY.format(new Date(epochMs));
