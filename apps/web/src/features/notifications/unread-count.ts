// How an unread count shows in a badge and reads to a screen reader. Pure, so tested.

/** The most a badge spells out; above it shows '99+'. */
export const MAX_SHOWN_UNREAD = 99;

/** The badge text: the count, or '99+' above 99. */
export function formatUnreadCount(count: number): string {
  return count > MAX_SHOWN_UNREAD ? `${MAX_SHOWN_UNREAD}+` : String(count);
}

/** The spoken count, exact even above 99: '3 unread'; empty at 0. */
export function unreadLabel(count: number, label = 'unread'): string {
  return count > 0 ? `${count} ${label}` : '';
}

/** A control's accessible name with its count ('Messages, 3 unread'), for links named by aria-label. */
export function withUnreadCount(name: string, count: number, label = 'unread'): string {
  return count > 0 ? `${name}, ${unreadLabel(count, label)}` : name;
}
