import type { Post } from '@campus/domain';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useViewer } from '../../../lib/session';
import { isTrackedPost, trackAdAction } from '../../ads';
import { GuestPrompt } from '../../auth';
import { sendMessagePath } from './post-menu';

/**
 * 'Send Message' to a post's author about the post (counted as direct_message while its ad is
 * active); a guest gets the sign-in prompt; the author sees nothing.
 */
export function SendMessageButton({ post }: { post: Post }) {
  const viewer = useViewer();
  const [prompt, setPrompt] = useState(false);
  if (viewer?.id === post.user.id) return null;
  if (!viewer) {
    return (
      <>
        <Button size="small" variant="secondary" onClick={() => setPrompt(true)}>
          Send Message
        </Button>
        <GuestPrompt reason="message" open={prompt} onOpenChange={setPrompt} />
      </>
    );
  }
  return (
    <ButtonLink
      size="small"
      variant="secondary"
      to={sendMessagePath(post)}
      onClick={() => isTrackedPost(post) && trackAdAction('direct_message', post.id)}
    >
      Send Message
    </ButtonLink>
  );
}
