import { timeAgo } from '../../lib/time-ago';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * A date as 'time ago'. The server rendered it a moment earlier and maybe in another time zone ("now"
 * there can read "1m" here): hydration keeps the server's words, then the part renders again with the
 * browser's clock.
 */
export function TimeAgo({ iso, className, title }: { iso: string; className?: string; title?: string }) {
  useHydrated();
  return (
    <time className={className} dateTime={iso} title={title} suppressHydrationWarning>
      {timeAgo(iso)}
    </time>
  );
}
