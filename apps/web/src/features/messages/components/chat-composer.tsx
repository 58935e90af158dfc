import {
  APP_MESSAGES,
  CHAT_BOX_MESSAGES,
  CHAT_FILE_ACCEPT,
  CHAT_MESSAGES,
  TEXT_MAX,
  tradeSafetySignals,
} from '@campus/domain';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import { MESSAGES_LABELS } from '../../../entities/messages/messages-labels';
import { useViewer } from '../../../lib/session';
import { useOnline } from '../../../lib/use-online';
import { useMessagesQuery } from '../api/get-messages';
import { useSharedPostPreview } from '../api/get-shared-post';
import styles from '../composer.module.css';
import { useChatComposer } from '../hooks/use-chat-composer';
import { viewerIsEarly } from '../trade-tips';
import { ComposerTip } from './trade-tip';

const PhotoIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="22"
    height="22"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </svg>
);

/** A post waiting in the message box, sent with the next message; removable before it goes. */
function AttachedPost({ postId, onRemove }: { postId: string; onRemove: () => void }) {
  const { data, isError } = useSharedPostPreview(postId);
  return (
    <fieldset className={styles.shared} aria-label={CHAT_BOX_MESSAGES.attachedPost}>
      {data?.imageUrl && <img className={styles.sharedImage} src={data.imageUrl} alt="" />}
      <div className={styles.sharedText}>
        <span className={styles.sharedLabel}>{CHAT_BOX_MESSAGES.attachedPost}</span>
        <span className={styles.sharedPreview}>
          {isError ? CHAT_MESSAGES.postDeleted : (data?.preview ?? '')}
        </span>
      </div>
      <button
        type="button"
        className={styles.sharedRemove}
        onClick={onRemove}
        aria-label={CHAT_BOX_MESSAGES.removeAttachedPost}
      >
        <CloseIcon width={16} height={16} />
      </button>
    </fieldset>
  );
}

/**
 * The safety tips of the draft, each kind until the member has sent one message carrying it (so a
 * tip shows once, and sending is never held back). `told` records a send's kinds.
 */
function useComposerTips(chatId: string, text: string) {
  const viewer = useViewer();
  const messages = useMessagesQuery(chatId);
  const [told, setTold] = useState<ReadonlySet<string>>(() => new Set());
  const items = messages.data?.pages.flatMap((p) => p.messages) ?? [];
  const early = viewerIsEarly(items, messages.hasNextPage, viewer?.id ?? '');
  const tips = useMemo(
    () => tradeSafetySignals(text, { earlyInChat: early }).filter((t) => !told.has(t.kind)),
    [text, early, told],
  );
  const markSent = () => {
    if (tips.length) setTold(new Set([...told, ...tips.map((t) => t.kind)]));
  };
  return { tips, markSent };
}

/**
 * The message box: Enter sends, Shift+Enter makes a new line; one photo or a shared post (community
 * §5); a counter of the 500 characters.
 */
export function ChatComposer({ chatId }: { chatId: string }) {
  const box = useChatComposer(chatId);
  const online = useOnline();
  const counterId = useId();
  const tips = useComposerTips(chatId, box.text);
  const send = () => {
    if (box.canSend) tips.markSent();
    void box.submit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };
  return (
    <form
      className={styles.composer}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      {tips.tips.length > 0 && <ComposerTip tips={tips.tips} />}
      {box.sharedPostId && <AttachedPost postId={box.sharedPostId} onRemove={box.removeSharedPost} />}
      {box.photo && (
        <div className={styles.photo}>
          <img className={styles.photoPreview} src={box.photo.previewUrl} alt={box.photo.name} />
          {box.photo.progress < 1 && (
            <progress
              className={styles.progress}
              value={box.photo.progress}
              max={1}
              aria-label={MESSAGES_LABELS.uploading}
            />
          )}
          <button
            type="button"
            className={styles.remove}
            onClick={box.removePhoto}
            aria-label={MESSAGES_LABELS.removePhoto}
          >
            <CloseIcon width={16} height={16} />
          </button>
        </div>
      )}
      <div className={styles.row}>
        <label className={styles.attach}>
          <input
            type="file"
            accept={CHAT_FILE_ACCEPT}
            className="visually-hidden"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) box.pickPhoto(file);
              e.target.value = '';
            }}
          />
          <PhotoIcon />
          <span className="visually-hidden">{MESSAGES_LABELS.addPhoto}</span>
        </label>
        <textarea
          className={styles.input}
          aria-label={MESSAGES_LABELS.message}
          placeholder={MESSAGES_LABELS.messagePlaceholder}
          rows={1}
          value={box.text}
          onChange={(e) => box.setText(e.target.value)}
          onPaste={box.onPaste}
          onKeyDown={onKeyDown}
          aria-describedby={counterId}
        />
        <Button type="submit" size="small" disabled={!box.canSend} aria-busy={box.busy}>
          {MESSAGES_LABELS.send}
        </Button>
      </div>
      {(!online || box.paused) && (
        <p className={styles.offline} role="status">
          {CHAT_BOX_MESSAGES.offline(APP_MESSAGES.offlineTitle)}
        </p>
      )}
      <span
        id={counterId}
        className={box.length >= TEXT_MAX ? `${styles.counter} ${styles.counterFull}` : styles.counter}
      >
        {box.length} / {TEXT_MAX}
      </span>
    </form>
  );
}
