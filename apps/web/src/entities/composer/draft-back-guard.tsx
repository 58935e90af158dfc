import { useBlocker } from 'react-router';
import { DiscardDialog } from './discard-dialog';
import { type DraftStore, isDraftEmpty } from './draft-store';

/** The composer's own pages: the draft goes with the member there, so nothing is discarded. */
const DRAFT_PAGES: readonly string[] = ['/create/post', '/create/categories'];

/** Whether a history step away from a composer holding a draft would lose it (and so asks first). */
export function losesDraft(step: { historyAction: string; nextPath: string; draftEmpty: boolean }): boolean {
  return step.historyAction === 'POP' && !step.draftEmpty && !DRAFT_PAGES.includes(step.nextPath);
}

/**
 * Browser Back (or Forward) away from a composer holding a draft asks 'Discard Post?', as its ×
 * does: Discard empties the draft and goes on; Cancel stays. Links and the composer's own
 * navigation (posting, the category page) are pushes and pass, and so is Forward into the category
 * page. Mount one only while a composer shows (a router allows one blocker at a time).
 */
export function DraftBackGuard({ store, onDiscard }: { store: DraftStore; onDiscard?: () => void }) {
  const blocker = useBlocker(({ historyAction, nextLocation }) =>
    losesDraft({
      historyAction,
      nextPath: nextLocation.pathname,
      draftEmpty: isDraftEmpty(store.getSnapshot()),
    }),
  );
  const blocked = blocker.state === 'blocked';
  return (
    <DiscardDialog
      open={blocked}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      onDiscard={() => {
        store.reset();
        onDiscard?.();
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}
