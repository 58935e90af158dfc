import { MESSAGES } from '@campus/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { ButtonLink, buttonClass } from '../../../components/ui/button';
import styles from '../../../components/ui/dialog.module.css';
import { CloseIcon, GoogleIcon } from '../../../components/ui/icons';
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>{MESSAGES.guestDropdown.title}</Dialog.Title>
          <Dialog.Description className={styles.text}>
            {REASON_TEXT[reason]} {MESSAGES.guestDropdown.subtitle}
          </Dialog.Description>
          <a className={buttonClass({ variant: 'secondary', block: true })} href={googleSignInUrl('/home')}>
            <GoogleIcon /> {MESSAGES.guestDropdown.google}
          </a>
          <ButtonLink to="/user_registration?method=email" block>
            {MESSAGES.guestDropdown.email}
          </ButtonLink>
          <Dialog.Close className={styles.close} aria-label="Close">
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
