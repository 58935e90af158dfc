// The message box's own sentences (no spec text for them): plain, and zod-free for the web.
/** What the message box says about a paste that did not fit and about a shared post it carries. */
export const CHAT_BOX_MESSAGES = {
  /** A paste cut to the room left under the 500 cap. */
  pasteCut: (kept: number, total: number) =>
    kept === 0
      ? `The message is full (500 characters), so nothing was pasted.`
      : `Only ${kept} of the ${total} pasted characters fit in a message (500 at most). The rest was left out.`,
  attachedPost: 'Shared post, sent with your message',
  removeAttachedPost: 'Remove shared post',
  /** Under the box while the browser is offline: why Send waits. */
  offline: (title: string) => `${title}. Your message is sent when you're back online.`,
} as const;
