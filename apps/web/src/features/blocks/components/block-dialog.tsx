import { BLOCK_MESSAGES } from '@campus/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { type BlockTarget, useSetBlocked } from '../api/block-user';

/**
 * The Block / Unblock confirmation for a person, opened from a profile, a post menu or a chat menu:
 * `open()` shows it (a menu item calls it, the dialog lives outside the menu); `dialog` renders it.
 */
export function useBlockDialog(person: BlockTarget, blocked: boolean) {
  const [open, setOpen] = useState(false);
  const setBlocked = useSetBlocked();
  const dialog = (
    <ConfirmDialog
      open={open}
      title={blocked ? BLOCK_MESSAGES.unblockTitle(person.name) : BLOCK_MESSAGES.blockTitle(person.name)}
      text={blocked ? BLOCK_MESSAGES.unblockText : BLOCK_MESSAGES.blockText}
      confirmLabel={blocked ? BLOCK_MESSAGES.unblock : BLOCK_MESSAGES.block}
      busy={setBlocked.isPending}
      onConfirm={() => setBlocked.mutate({ person, block: !blocked }, { onSettled: () => setOpen(false) })}
      onOpenChange={setOpen}
    />
  );
  return {
    open: () => setOpen(true),
    dialog,
    label: blocked ? BLOCK_MESSAGES.unblock : BLOCK_MESSAGES.block,
  };
}
