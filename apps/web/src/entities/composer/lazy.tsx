import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import type { CreatePostModalProps } from './create-post-modal';

// The composer (Lexical) loads on first use, keeping it out of the first page's bundle.
const CreatePostModalImpl = lazy(() =>
  import('./create-post-modal').then((m) => ({ default: m.CreatePostModal })),
);
const CommentComposerImpl = lazy(() =>
  import('./comment-composer').then((m) => ({ default: m.CommentComposer })),
);
/** The create-post dialog, loaded the first time it opens. */
export function CreatePostModal(props: CreatePostModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <CreatePostModalImpl {...props} />
    </Suspense>
  );
}

/**
 * The inline comment composer, loaded with the post page's first render. Not in the server's HTML
 * (ssr.ts): its code and styles come with its chunk, so it renders once the page is live, in the
 * room the page keeps for it.
 */
export function CommentComposer(props: Parameters<typeof CommentComposerImpl>[0]) {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <CommentComposerImpl {...props} />
    </Suspense>
  );
}
