// The message box's draft, kept per conversation in local storage so a reload (or leaving and
// coming back) finds it: the text, a shared post waiting to go with it, and the send's client key,
// which stays with the draft until the message lands so a resend after a reload is the same send
// (and is never one the server answered already: lib/submission-keys.ts).
import { newClientKey } from '../../lib/client-key';
import { submissionKeys } from '../../lib/submission-keys';

export interface ChatDraft {
  text: string;
  /** A post shared into the chat, sent with the next message (or on its own with Send). */
  sharedPostId: string | null;
  clientKey: string;
}

const storageKey = (chatId: string) => `chat-draft:${chatId}`;

const emptyDraft = (): ChatDraft => ({ text: '', sharedPostId: null, clientKey: newClientKey() });

/** The conversation's stored draft, or an empty one with a fresh key. */
export function loadChatDraft(chatId: string): ChatDraft {
  try {
    const stored = JSON.parse(
      localStorage.getItem(storageKey(chatId)) ?? 'null',
    ) as Partial<ChatDraft> | null;
    if (!stored || typeof stored !== 'object') return emptyDraft();
    return {
      text: typeof stored.text === 'string' ? stored.text : '',
      sharedPostId: typeof stored.sharedPostId === 'string' ? stored.sharedPostId : null,
      // A key the server answered (in this tab or another) is never sent again.
      clientKey:
        typeof stored.clientKey === 'string' && !submissionKeys.isUsed(stored.clientKey)
          ? stored.clientKey
          : newClientKey(),
    };
  } catch {
    return emptyDraft();
  }
}

/** Stores the draft; an empty one is removed (nothing to find after a reload). */
export function saveChatDraft(chatId: string, draft: ChatDraft): void {
  try {
    if (!draft.text && !draft.sharedPostId) localStorage.removeItem(storageKey(chatId));
    else localStorage.setItem(storageKey(chatId), JSON.stringify(draft));
  } catch {
    // Storage full or off: the draft lives as long as the page.
  }
}

/** Puts a post into the conversation's draft, to go with the next message; sends nothing. */
export function attachSharedPost(chatId: string, postId: string): void {
  saveChatDraft(chatId, { ...loadChatDraft(chatId), sharedPostId: postId });
}
