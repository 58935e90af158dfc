import { BLOCK_MESSAGES } from '@campus/domain';
import { useConfirmedMutation } from '../../../components/ui/confirm-dialog';
import { type BlockTarget, useSetBlocked } from '../api/block-user';

/**
 * The Block / Unblock confirmation for a person, opened from a profile, a post menu or a chat menu:
 * `open()` shows it (a menu item calls it, the dialog lives outside the menu); `dialog` renders it.
 */
export function useBlockDialog(person: BlockTarget, blocked: boolean) {
  const label = blocked ? BLOCK_MESSAGES.unblock : BLOCK_MESSAGES.block;
  const { open, dialog } = useConfirmedMutation(
    useSetBlocked(),
    { person, block: !blocked },
    {
      title: blocked ? BLOCK_MESSAGES.unblockTitle(person.name) : BLOCK_MESSAGES.blockTitle(person.name),
      text: blocked ? BLOCK_MESSAGES.unblockText : BLOCK_MESSAGES.blockText,
      confirmLabel: label,
    },
  );
  return { open, dialog, label };
}
