import { Button } from '../../../components/ui/button';
import type { BlockTarget } from '../api/block-user';
import { useBlockDialog } from './block-dialog';

/** 'Block' (or 'Unblock' once blocked) with its confirmation: the profile's button. */
export function BlockButton({
  person,
  blocked,
  variant = 'secondary',
}: {
  person: BlockTarget;
  blocked: boolean;
  variant?: 'primary' | 'secondary' | 'dark';
}) {
  const block = useBlockDialog(person, blocked);
  return (
    <>
      <Button variant={variant} size="small" onClick={block.open}>
        {block.label}
      </Button>
      {block.dialog}
    </>
  );
}
