export const ALERT_TYPES = ['success', 'okay', 'black', 'danger'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export interface AlertLink {
  label: string;
  href: string;
}

/**
 * The link an alert carries, by its wording (community §8): an alert containing 'post was sent'
 * gets a View link to the post. The spec's View Bag link to /cart is not built: nothing here puts
 * anything in a bag (docs/deviations.md).
 */
export function alertLink(message: string, postId?: string): AlertLink | undefined {
  if (message.includes('post was sent') && postId) return { label: 'View', href: `/post/${postId}` };
  return undefined;
}
