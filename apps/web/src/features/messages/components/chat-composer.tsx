import { CHAT_BOX_MESSAGES, CHAT_FILE_ACCEPT, CHAT_MESSAGES, TEXT_MAX } from '@campus/domain';
import { type KeyboardEvent, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import { useSharedPostPreview } from '../api/get-shared-post';
import styles from '../composer.module.css';
import { useChatComposer } from '../hooks/use-chat-composer';
import { MESSAGES_LABELS } from '../messages-labels';

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
 * The message box: Enter sends, Shift+Enter makes a new line; one photo or a shared post (community
 * §5); a counter of the 500 characters.
 */
export function ChatComposer({ chatId }: { chatId: string }) {
  const box = useChatComposer(chatId);
  const counterId = useId();
  const send = () => void box.submit();
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
      <span
        id={counterId}
        className={box.length >= TEXT_MAX ? `${styles.counter} ${styles.counterFull}` : styles.counter}
      >
        {box.length} / {TEXT_MAX}
      </span>
    </form>
  );
}
