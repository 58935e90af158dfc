import { LISTING_MESSAGES, type Post } from '@campus/domain';
import { useState } from 'react';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import { Modal, ModalCancel } from '../../../components/ui/modal';
import { RadioChoices } from '../../../components/ui/radio-choices';
import { Spinner } from '../../../components/ui/spinner';
import { refusalSentence } from '../../../lib/api-client';
import { useBuyers, useSetStatus } from '../api/listings';

const SOMEONE_ELSE = 'someone-else';

/** Who bought it: the people who messaged the seller about the post, then 'Someone else' (a spinner while they load). */
function BuyerChoices(props: { postId: string; value: string | null; onChange: (choice: string) => void }) {
  const buyers = useBuyers(props.postId);
  if (buyers.isPending) return <Spinner />;
  const list = buyers.data?.buyers ?? [];
  const labels: Record<string, string> = Object.fromEntries([
    ...list.map((b) => [b.id, `${b.firstName} ${b.lastName}`]),
    [SOMEONE_ELSE, LISTING_MESSAGES.noBuyerListed],
  ]);
  return (
    <RadioChoices
      legend={LISTING_MESSAGES.whoBought}
      hideLegend
      name="buyer"
      options={[...list.map((b) => b.id), SOMEONE_ELSE]}
      labels={labels}
      value={props.value}
      onChange={props.onChange}
    />
  );
}

/**
 * 'Mark as Sold': who bought it, among the people who messaged the seller about the post (then the
 * two may rate each other), or 'Someone else'.
 */
export function MarkSoldDialog({
  post,
  ...dialog
}: {
  post: Post;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const setStatus = useSetStatus(post.id);
  const alert = useAlert();
  const [choice, setChoice] = useState<string | null>(null);
  const onConfirm = () =>
    setStatus.mutate(
      { status: 'sold', buyerId: choice && choice !== SOMEONE_ELSE ? choice : null },
      {
        onSuccess: () => {
          dialog.onOpenChange(false);
          alert(LISTING_MESSAGES.markedSold, 'success');
        },
        onError: (err) => alert(refusalSentence(err), 'danger'),
      },
    );
  return (
    <Modal {...dialog} title={LISTING_MESSAGES.whoBought} description={LISTING_MESSAGES.whoBoughtText}>
      <BuyerChoices postId={post.id} value={choice} onChange={setChoice} />
      <Button variant="dark" block onClick={onConfirm} disabled={setStatus.isPending}>
        {setStatus.isPending ? 'Processing...' : LISTING_MESSAGES.markSold}
      </Button>
      <ModalCancel />
    </Modal>
  );
}
