import { MOBILE_COMMENT_SPINNER_MS, POST_MESSAGES, type Post } from '@campus/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ComposerForm } from '../../entities/composer/composer-form';
import { markCommentSuccess } from '../../entities/composer/composer-routes';
import { createDraftStore } from '../../entities/composer/draft-store';
import { useComposer } from '../../entities/composer/use-composer';
import { DraftComposerPage } from './composer-page';
import { useDelayedNavigate } from './use-delayed-navigate';

/**
 * /create/comment/{postId}: the mobile comment composer. A sent reply stores 'comment_success',
 * shows a spinner for 2.5 s and goes to /post/{postId}, whose page shows 'Your reply was sent'
 * (useCommentSuccessAlert).
 */
export function CreateCommentPage({ onCommented }: { onCommented?: (comment: Post) => void }) {
  const { postId = '' } = useParams();
  const navigate = useNavigate();
  const [store] = useState(createDraftStore);
  const leaving = useDelayedNavigate();
  useEffect(() => () => store.dispose(), [store]);
  const postUrl = `/post/${encodeURIComponent(postId)}`;
  const composer = useComposer({
    store,
    target: { kind: 'comment', postId },
    onSuccess: (comment) => {
      onCommented?.(comment);
      markCommentSuccess();
      leaving.go(postUrl, MOBILE_COMMENT_SPINNER_MS);
    },
  });
  return (
    <DraftComposerPage
      title={POST_MESSAGES.createComment}
      store={store}
      composer={composer}
      leaving={leaving}
      sendingLabel="Sending your reply"
      onLeave={() => navigate(postUrl)}
    >
      <ComposerForm composer={composer} mode="comment" mobile autoFocus />
    </DraftComposerPage>
  );
}
