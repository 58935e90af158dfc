import { useBlocker } from 'react-router';
import { DiscardDialog } from './discard-dialog';
import { type DraftStore, isDraftEmpty } from './draft-store';

/**
 * Browser Back (or Forward) away from a composer holding a draft asks 'Discard Post?', as its ×
 * does: Discard empties the draft and goes on; Cancel stays. Links and the composer's own
 * navigation (posting, the category page) are pushes and pass. Mount one only while a composer shows
 * (a router allows one blocker at a time).
 */
export function DraftBackGuard({ store, onDiscard }: { store: DraftStore; onDiscard?: () => void }) {
  const blocker = useBlocker(
    ({ historyAction }) => historyAction === 'POP' && !isDraftEmpty(store.getSnapshot()),
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
