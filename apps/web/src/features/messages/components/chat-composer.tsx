import { CHAT_FILE_ACCEPT } from '@campus/domain';
import type { KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
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

/** The message box: Enter sends, Shift+Enter makes a new line; one photo (community §5). */
export function ChatComposer({ chatId }: { chatId: string }) {
  const box = useChatComposer(chatId);
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
          onKeyDown={onKeyDown}
        />
        <Button type="submit" size="small" disabled={!box.canSend} aria-busy={box.busy}>
          {MESSAGES_LABELS.send}
        </Button>
      </div>
    </form>
  );
}
