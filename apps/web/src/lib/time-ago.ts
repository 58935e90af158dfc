// One formatter for every date: building one costs far more than using it.
let dayFormat: Intl.DateTimeFormat | undefined;

/** A short 'time ago' for a date: now, 5m, 3h, 2d, then the date. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return 'now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h`;
  if (seconds < 7 * 86_400) return `${Math.floor(seconds / 86_400)}d`;
  dayFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
  return dayFormat.format(new Date(iso));
}
