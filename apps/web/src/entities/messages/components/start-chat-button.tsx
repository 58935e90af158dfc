import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useViewer } from '../../../lib/session';
import { GuestPrompt } from '../../auth';
import { useStartChat } from '../api/start-chat';
import { MESSAGES_LABELS } from '../messages-labels';

export interface StartChatButtonProps {
  userId: string;
  /** A post to share into the chat once it is open. */
  sharePostId?: string;
  label?: string;
  variant?: 'primary' | 'secondary' | 'dark';
  size?: 'md' | 'small';
  block?: boolean;
  className?: string;
}

/**
 * Opens the chat with a member (made on first use), sharing a post if given (community §4 New chat).
 * A guest gets the sign-in prompt (reason 'message'); a member without a verified school gets the
 * 'Verify your account' alert from the server's 403.
 */
export function StartChatButton({
  userId,
  sharePostId,
  label = MESSAGES_LABELS.sendMessage,
  variant = 'secondary',
  size,
  block,
  className,
}: StartChatButtonProps) {
  const viewer = useViewer();
  const [promptOpen, setPromptOpen] = useState(false);
  const { mutate: start, isPending } = useStartChat();
  const onClick = () => {
    if (viewer) start({ userId, sharePostId });
    else setPromptOpen(true);
  };
  return (
    <>
      <Button
        variant={variant}
        size={size}
        block={block}
        className={className}
        onClick={onClick}
        disabled={isPending || viewer === undefined}
        aria-busy={isPending}
      >
        {isPending ? MESSAGES_LABELS.processing : label}
      </Button>
      {viewer === null && <GuestPrompt reason="message" open={promptOpen} onOpenChange={setPromptOpen} />}
    </>
  );
}
