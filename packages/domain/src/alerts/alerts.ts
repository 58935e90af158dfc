export const ALERT_TYPES = ['success', 'okay', 'black', 'danger'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export interface AlertLink {
  label: string;
  href: string;
}

/**
 * The link an alert carries, by its wording (community §8): an alert containing 'post was sent'
 * gets a View link to the post; one containing 'added to bag' gets a View Bag link to /cart.
 */
export function alertLink(message: string, postId?: string): AlertLink | undefined {
  if (message.includes('post was sent') && postId) return { label: 'View', href: `/post/${postId}` };
  if (message.includes('added to bag')) return { label: 'View Bag', href: '/cart' };
  return undefined;
}
