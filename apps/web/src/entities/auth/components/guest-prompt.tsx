import { MESSAGES } from '@campus/domain';
import { ButtonLink, buttonClass } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { GoogleSignInLink } from './google-sign-in-link';

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
      <GoogleSignInLink className={buttonClass({ variant: 'secondary', block: true })} redirect="/home" />
      <ButtonLink to="/user_registration?method=email" block>
        {MESSAGES.guestDropdown.email}
      </ButtonLink>
    </Modal>
  );
}
