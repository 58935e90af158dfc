import { MESSAGES } from '@campus/domain';
import { ButtonLink, buttonClass } from '../../../components/ui/button';
import { GoogleIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { googleSignInUrl } from '../api/accounts';

export type GuestPromptReason = 'search' | 'post' | 'like' | 'comment' | 'message' | 'join campus';

const REASON_TEXT: Record<GuestPromptReason, string> = {
  search: 'Log in to search your campus.',
  post: 'Log in to post on your campus.',
  like: 'Log in to save posts.',
  comment: 'Log in to join the conversation.',
  message: 'Log in to message other students.',
  'join campus': 'Log in to join your campus.',
};

/** The guest prompt (accounts-and-money §2.4): shown when a guest tries something members do. */
export function GuestPrompt({
  reason,
  open,
  onOpenChange,
}: {
  reason: GuestPromptReason;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={MESSAGES.guestDropdown.title}
      description={`${REASON_TEXT[reason]} ${MESSAGES.guestDropdown.subtitle}`}
      closeButton
    >
      <a className={buttonClass({ variant: 'secondary', block: true })} href={googleSignInUrl('/home')}>
        <GoogleIcon /> {MESSAGES.guestDropdown.google}
      </a>
      <ButtonLink to="/user_registration?method=email" block>
        {MESSAGES.guestDropdown.email}
      </ButtonLink>
    </Modal>
  );
}
