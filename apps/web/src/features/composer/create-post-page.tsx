import { MESSAGES, MOBILE_POST_NAVIGATE_DELAY_MS, type Post } from '@campus/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { ComposerForm } from '../../entities/composer/composer-form';
import { backTarget, notifyPostedUrl } from '../../entities/composer/composer-routes';
import { DraftBackGuard } from '../../entities/composer/draft-back-guard';
import { postDraftStore } from '../../entities/composer/draft-store';
import { type ComposerTarget, useComposer } from '../../entities/composer/use-composer';
import { DraftComposerPage } from './composer-page';
import { useDelayedNavigate } from './use-delayed-navigate';

const POST_TARGET: ComposerTarget = { kind: 'post' };

/**
 * /create/post?goBack={page}: the mobile composer as a page. The category button opens
 * /create/categories (the draft waits in `postDraftStore`); a sent post shows a spinner for a short
 * delay, then goes to /home?filter=notify-posted, where the feed shows 'Your post was sent'
 * (useNotifyPostedAlert).
 */
export function CreatePostPage({ onPosted }: { onPosted?: (post: Post) => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const leaving = useDelayedNavigate();
  const composer = useComposer({
    store: postDraftStore,
    target: POST_TARGET,
    onSuccess: (post) => {
      onPosted?.(post);
      leaving.go(notifyPostedUrl(post.id), MOBILE_POST_NAVIGATE_DELAY_MS);
    },
  });
  const leave = () => navigate(backTarget(params.get('goBack')));
  return (
    <DraftComposerPage
      title={MESSAGES.nav.createPost}
      store={postDraftStore}
      composer={composer}
      leaving={leaving}
      sendingLabel="Sending your post"
      onLeave={leave}
      onDiscard={() => {
        postDraftStore.reset();
        leave();
      }}
    >
      <ComposerForm
        composer={composer}
        mode="post"
        mobile
        autoFocus
        onPickCategory={() => navigate('/create/categories')}
      />
      <DraftBackGuard store={postDraftStore} />
    </DraftComposerPage>
  );
}
