// Calendar dates as 'YYYY-MM-DD' text: read and shown without Date's local time, so a date reads the
// same in every time zone.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** 'YYYY-MM-DD' read as a real calendar day (years 2000 to 2099), else null. */
export function readCalendarDate(text: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 2000 || year > 2099 || month < 1 || month > 12 || day < 1) return null;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days ? { year, month, day } : null;
}

/** "Jan 5", with the year when asked ("Jan 5, 2027"). */
export function formatCalendarDate(text: string, withYear = false): string {
  const d = readCalendarDate(text);
  if (!d) return text;
  const short = `${MONTHS[d.month - 1]} ${d.day}`;
  return withYear ? `${short}, ${d.year}` : short;
}

/** "Jan 5 – May 15"; the years shown when the two differ; "From Jan 5" with no end. */
export function formatDateRange(from: string, until: string | null): string {
  if (!until) return `From ${formatCalendarDate(from)}`;
  const years = from.slice(0, 4) !== until.slice(0, 4);
  return `${formatCalendarDate(from, years)} – ${formatCalendarDate(until, years)}`;
}
