// The message box's draft and its rules (community §5): at most 500 counted characters (a line
// break counts 2; typing beyond is refused with 'Error: Too many characters!' at most once per 3 s;
// a paste keeps what fits and says so), text, one photo or a shared post required (jpeg, png, gif
// or webp: chat/files.ts, as the picker and the server). The photo uploads as soon as it is picked;
// sending waits for it. The text, the shared post and the send's key are kept per conversation
// (chat-draft.ts): a reload finds them, and a resend after one is the same send (one message).
import {
  CHAT_BOX_MESSAGES,
  CHAT_WRONG_FILE_MESSAGE,
  countedLength,
  fitPaste,
  isChatFileType,
  isTextTooLong,
} from '@campus/domain';
import { type ClipboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { useTooLongAlert } from '../../../components/ui/alerts/use-too-long-alert';
import { loadChatDraft, saveChatDraft } from '../../../entities/messages/chat-draft';
import { describeChatError, isAborted } from '../../../entities/messages/chat-errors';
import { toLexicalDoc } from '../../../entities/messages/message-rules';
import { newClientKey } from '../../../lib/client-key';
import { fingerprintOf, submissionKeys } from '../../../lib/submission-keys';
import { type UploadedFile, type UploadTask, uploadFile } from '../../../lib/upload-file';
import { useSendMessage } from '../api/send-message';

export interface PickedPhoto {
  name: string;
  previewUrl: string;
  task: UploadTask;
  progress: number;
}

/** What a send carries besides its key (the same shape here and in a tab comparing what was sent). */
const contentOf = (trimmed: string, sharedPostId: string | null, uploadId?: string) => ({
  text: trimmed ? toLexicalDoc(trimmed) : undefined,
  uploadId,
  sharedPostId: sharedPostId ?? undefined,
});

export function useChatComposer(chatId: string) {
  const alert = useAlert();
  const [initial] = useState(() => loadChatDraft(chatId));
  const [text, setTextState] = useState(initial.text);
  const [sharedPostId, setSharedPostId] = useState(initial.sharedPostId);
  const [clientKey, setClientKey] = useState(initial.clientKey);
  const send = useSendMessage(chatId, setClientKey);
  const [photo, setPhoto] = useState<PickedPhoto | null>(null);
  const [waiting, setWaiting] = useState(false);
  // Set at once on Send, before any render: a second tap in the same moment finds it.
  const sending = useRef(false);
  const alertTooLong = useTooLongAlert();

  useEffect(() => {
    saveChatDraft(chatId, { text, sharedPostId, clientKey });
  }, [chatId, text, sharedPostId, clientKey]);

  /** Refuses an edit that takes the text past the cap (one that shortens it is let through). */
  const setText = (next: string) => {
    if (isTextTooLong(next) && countedLength(next) > countedLength(text)) return alertTooLong();
    setTextState(next);
  };

  /** A paste keeps what fits under the cap, and says how much was left out. */
  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = e.clipboardData.getData('text/plain');
    const box = e.currentTarget;
    const fitted = fitPaste(text, box.selectionStart, box.selectionEnd, pasted);
    if (fitted.kept === fitted.total) return; // it fits: the browser pastes it as usual
    e.preventDefault();
    setTextState(fitted.text);
    requestAnimationFrame(() => box.setSelectionRange(fitted.caret, fitted.caret));
    alert(CHAT_BOX_MESSAGES.pasteCut(fitted.kept, fitted.total), 'danger');
  };

  const removeSharedPost = () => setSharedPostId(null);

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

  // Another tab sent this draft's key (the same draft, kept for this chat): the same words went, so
  // they leave this box too; other words stay, with a new key (that one was spent).
  const latest = useRef({ text, sharedPostId, clientKey });
  latest.current = { text, sharedPostId, clientKey };
  useEffect(
    () =>
      submissionKeys.onAnswered((answered) => {
        const now = latest.current;
        if (answered.key !== now.clientKey) return;
        const same = fingerprintOf(contentOf(now.text.trim(), now.sharedPostId)) === answered.fingerprint;
        if (answered.outcome === 'sent' && same && !photoRef.current) {
          setTextState('');
          setSharedPostId(null);
        }
        setClientKey(newClientKey());
      }),
    [],
  );

  const busy = send.isPending || waiting;
  const canSend = !busy && (text.trim() !== '' || photo !== null || sharedPostId !== null);

  const submit = async () => {
    if (!canSend || sending.current) return;
    const trimmed = text.trim();
    if (isTextTooLong(trimmed)) return alertTooLong();
    sending.current = true;
    let uploaded: UploadedFile | undefined;
    if (photo) {
      setWaiting(true);
      uploaded = await photo.task.promise.catch(() => undefined); // its failure is alerted above
      setWaiting(false);
      if (!uploaded) {
        sending.current = false;
        return;
      }
    }
    const shared = sharedPostId;
    send.mutate(
      { ...contentOf(trimmed, shared, uploaded?.id), clientKey },
      {
        // Only what was sent is cleared: the box stays usable while sending. The next message is
        // another send: a new key.
        onSuccess: () => {
          setClientKey(newClientKey());
          setTextState((current) => (current === text ? '' : current));
          setSharedPostId((current) => (current === shared ? null : current));
          if (!photo) return;
          URL.revokeObjectURL(photo.previewUrl);
          setPhoto((current) => (current?.task === photo.task ? null : current));
        },
        onError: (error) => {
          const { message, style } = describeChatError(error);
          alert(message, style);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return {
    text,
    setText,
    onPaste,
    length: countedLength(text),
    sharedPostId,
    removeSharedPost,
    photo,
    pickPhoto,
    removePhoto,
    submit,
    busy,
    canSend,
    /** A send waits for the connection (the query client pauses it until the browser is online). */
    paused: send.isPaused,
  };
}
