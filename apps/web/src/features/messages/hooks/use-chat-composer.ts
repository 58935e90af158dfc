// The message box's draft and its rules (community §5): at most 500 counted characters (a line
// break counts 2; typing beyond is refused with 'Error: Too many characters!' at most once per 3 s),
// text or one photo required (jpeg, png, gif or webp: chat/files.ts, as the picker and the server). The photo uploads as soon as it is picked; sending waits for it.
import { CHAT_WRONG_FILE_MESSAGE, countedLength, isChatFileType, isTextTooLong } from '@campus/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { useTooLongAlert } from '../../../components/ui/alerts/use-too-long-alert';
import { type UploadedFile, type UploadTask, uploadFile } from '../../../lib/upload-file';
import { useSendMessage } from '../api/send-message';
import { describeChatError, isAborted } from '../chat-errors';
import { toLexicalDoc } from '../message-rules';

export interface PickedPhoto {
  name: string;
  previewUrl: string;
  task: UploadTask;
  progress: number;
}

export function useChatComposer(chatId: string) {
  const alert = useAlert();
  const send = useSendMessage(chatId);
  const [text, setTextState] = useState('');
  const [photo, setPhoto] = useState<PickedPhoto | null>(null);
  const [waiting, setWaiting] = useState(false);
  const alertTooLong = useTooLongAlert();

  /** Refuses an edit that takes the text past the cap (one that shortens it is let through). */
  const setText = (next: string) => {
    if (isTextTooLong(next) && countedLength(next) > countedLength(text)) return alertTooLong();
    setTextState(next);
  };

  const dropPhoto = useCallback((current: PickedPhoto | null) => {
    if (!current) return;
    current.task.abort();
    URL.revokeObjectURL(current.previewUrl);
  }, []);

  const pickPhoto = (file: File) => {
    if (!isChatFileType(file.type)) return alert(CHAT_WRONG_FILE_MESSAGE, 'danger');
    dropPhoto(photo);
    const task = uploadFile(file, (progress) => setPhoto((p) => (p?.task === task ? { ...p, progress } : p)));
    const picked = { name: file.name, previewUrl: URL.createObjectURL(file), task, progress: 0 };
    setPhoto(picked);
    task.promise.catch((error: unknown) => {
      if (isAborted(error)) return;
      const { message, style } = describeChatError(error);
      alert(message, style);
      setPhoto((p) => (p?.task === task ? null : p));
      URL.revokeObjectURL(picked.previewUrl);
    });
  };

  const removePhoto = () => {
    dropPhoto(photo);
    setPhoto(null);
  };

  // Leaving the chat cancels an upload still running and frees the preview.
  const photoRef = useRef(photo);
  photoRef.current = photo;
  useEffect(() => () => dropPhoto(photoRef.current), [dropPhoto]);

  const busy = send.isPending || waiting;
  const canSend = !busy && (text.trim() !== '' || photo !== null);

  const submit = async () => {
    if (!canSend) return;
    const trimmed = text.trim();
    if (isTextTooLong(trimmed)) return alertTooLong();
    let uploaded: UploadedFile | undefined;
    if (photo) {
      setWaiting(true);
      uploaded = await photo.task.promise.catch(() => undefined); // its failure is alerted above
      setWaiting(false);
      if (!uploaded) return;
    }
    send.mutate(
      { text: trimmed ? toLexicalDoc(trimmed) : undefined, uploadId: uploaded?.id },
      {
        // Only what was sent is cleared: the box stays usable while sending.
        onSuccess: () => {
          setTextState((current) => (current === text ? '' : current));
          if (!photo) return;
          URL.revokeObjectURL(photo.previewUrl);
          setPhoto((current) => (current?.task === photo.task ? null : current));
        },
        onError: (error) => {
          const { message, style } = describeChatError(error);
          alert(message, style);
        },
      },
    );
  };

  return { text, setText, photo, pickPhoto, removePhoto, submit, busy, canSend };
}
