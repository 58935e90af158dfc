// A meetup's time as a datetime-local box reads and writes it (the browser's own time zone).

/** The ISO time of a datetime-local value ('2026-11-28T15:00'), or null when it is not one. */
export function isoFromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
