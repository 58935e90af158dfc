import {
  ALERT_TOO_LONG_COOLDOWN_MS,
  countedLength,
  fitMessage,
  type ListingCondition,
  POST_MESSAGES,
  type Post,
  plainTextOf,
  readPrice,
  TEXT_MAX,
  UPLOAD_MESSAGES,
} from '@campus/domain';
import type { EditorState, SerializedEditorState } from 'lexical';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useAlert } from '../../components/ui/alerts/alert-provider';
import { newClientKey } from '../../lib/client-key';
import { useViewer } from '../../lib/session';
import { useSiteCampus } from '../../lib/site-campus';
import { sendWithKey } from '../../lib/submission-keys';
import { useAction } from '../../lib/use-action';
import { createComment } from './api/create-comment';
import { createPost } from './api/create-post';
import type { BookDraft } from './book-draft';
import { type ComposerGate, describeComposerError, isCancelled } from './composer-errors';
import { pickFiles } from './draft-rules';
import { type DraftStore, postDraftStore } from './draft-store';
import { commentBodyOf, postBodyOf } from './post-body';

export type ComposerTarget = { kind: 'post' } | { kind: 'comment'; postId: string };

export interface UseComposerOptions {
  store: DraftStore;
  target: ComposerTarget;
  /** After the server answered 201; the draft is already reset. */
  onSuccess: (post: Post) => void;
}

/**
 * A composer's draft and its rules (community §5): the 500 cap (a line break counts 2) with the
 * 'Error: Too many characters!' alert at most once per 3 s, text or a file required, at most 10
 * files, photos and videos only (photos only on a site without video support). Files upload as soon as they are picked; submit waits for them.
 */
export function useComposer({ store, target, onSuccess }: UseComposerOptions) {
  const draft = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const alert = useAlert();
  const { videos } = useSiteCampus();
  usePostDraftPersistence(target.kind === 'post');
  const priceInput = useRef<HTMLInputElement>(null);
  const [gate, setGate] = useState<ComposerGate | null>(null);
  const lastTooLongAt = useRef(Number.NEGATIVE_INFINITY);
  // One key per comment draft, kept across retries and double taps; a new one once it is posted.
  const commentKey = useRef(newClientKey());

  const alertTooLong = useCallback(() => {
    const now = Date.now();
    if (now - lastTooLongAt.current < ALERT_TOO_LONG_COOLDOWN_MS) return;
    lastTooLongAt.current = now;
    alert(POST_MESSAGES.tooLong, 'danger');
  }, [alert]);

  const showError = useCallback(
    (error: unknown) => {
      if (isCancelled(error)) return;
      const described = describeComposerError(error);
      alert(described.message, described.style);
      if (described.gate) setGate(described.gate);
    },
    [alert],
  );

  const setText = useCallback(
    (state: EditorState) => {
      const text = state.toJSON();
      const plain = plainTextOf(text);
      store.update({ text, textLength: countedLength(plain), hasText: plain.trim() !== '' });
    },
    [store],
  );

  const addFiles = (picked: readonly File[]) => {
    const { accepted, wrongType, overflow, videosOff } = pickFiles(
      picked,
      store.getSnapshot().files.length,
      videos,
    );
    if (wrongType) alert(POST_MESSAGES.wrongFileType, 'danger');
    if (videosOff) alert(UPLOAD_MESSAGES.videosOff, 'danger');
    if (overflow) alert(POST_MESSAGES.tooManyFiles, 'okay');
    if (accepted.length > 0) store.addFiles(accepted, showError);
  };

  // Waits for the uploads (null when one failed: it has shown its alert), then sends with the draft's
  // key, claimed for this content (sendWithKey: other content, or a key answered already, gets a new one).
  const send = useAction({
    mutationFn: async (): Promise<Post | null> => {
      if (!(await store.settleUploads())) return null;
      const d = store.getSnapshot();
      if (target.kind === 'post') {
        const body = postBodyOf(d);
        return sendWithKey(
          d.clientKey,
          body,
          (clientKey) => createPost({ ...body, clientKey }),
          (clientKey) => store.update({ clientKey }),
        );
      }
      const body = commentBodyOf(d);
      return sendWithKey(
        commentKey.current,
        body,
        (clientKey) => createComment(target.postId, { ...body, clientKey }),
        (clientKey) => {
          commentKey.current = clientKey;
        },
      );
    },
    onSuccess: (created) => {
      if (!created) return;
      commentKey.current = newClientKey();
      store.reset();
      onSuccess(created);
    },
    onError: showError,
  });
  const submitting = send.isPending;

  const submit = () => {
    if (submitting) return;
    const before = store.getSnapshot();
    if (before.textLength > TEXT_MAX) return alertTooLong();
    if (!before.hasText && before.files.length === 0) return alert(POST_MESSAGES.needTextOrFile, 'danger');
    // The field shows why under it; the post waits for a price it can take as typed.
    const request = before.book.kind === 'looking_for';
    const priceText = request ? before.book.upTo : before.price;
    if (target.kind === 'post' && !readPrice(priceText).ok) return priceInput.current?.focus();
    setGate(null);
    send.mutate();
  };

  return {
    draft,
    submitting,
    gate,
    setText,
    addFiles,
    removeFile: store.removeFile,
    setFileAlt: store.setFileAlt,
    setPrice: (price: string) => store.update({ price }),
    setCondition: (condition: ListingCondition | null) => store.update({ condition }),
    /** Selling or Looking for, Up to, Course and ISBN. */
    setBook: (patch: Partial<BookDraft>) => store.update((d) => ({ book: { ...d.book, ...patch } })),
    /** Puts a line of text in the editor (a title offered from earlier listings). */
    setTextLine: (text: SerializedEditorState, length: number) =>
      store.update((d) => ({ text, editorKey: d.editorKey + 1, hasText: length > 0, textLength: length })),
    priceInput,
    alertTooLong,
    alertPasteCut: () => alert(fitMessage(TEXT_MAX), 'okay'),
    submit,
  };
}

export type Composer = ReturnType<typeof useComposer>;

/**
 * Keeps the post draft in localStorage under this campus and member (`on`: a post composer, or the
 * mobile category page), so a reload brings it back; nothing is kept for a guest.
 */
export function usePostDraftPersistence(on = true) {
  const viewer = useViewer();
  const campus = useSiteCampus();
  const key = on && viewer ? `campus-post-draft:${campus.id}:${viewer.id}` : null;
  useEffect(() => {
    if (key) postDraftStore.persistTo(key);
  }, [key]);
}
