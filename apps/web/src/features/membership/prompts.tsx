import { POST_MESSAGES } from '@campus/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { ButtonLink } from '../../components/ui/button';
import styles from '../../components/ui/dialog.module.css';
import { CloseIcon } from '../../components/ui/icons';

export type VerifySchoolReason = 'post' | 'message' | 'comment';

const REASONS: Record<VerifySchoolReason, string> = {
  post: 'Verify your school e-mail to post on this campus.',
  message: 'Verify your school e-mail to message other students.',
  comment: 'Verify your school e-mail to comment.',
};

function PromptShell(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content}>
          <Dialog.Title className={styles.title}>{props.title}</Dialog.Title>
          <Dialog.Description className={styles.text}>{props.text}</Dialog.Description>
          {props.children}
          <Dialog.Close className={styles.close} aria-label="Close">
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The verify-school prompt (§2.4): types post, message, comment; leads to the school-email settings. */
export function VerifySchoolPrompt(props: {
  reason: VerifySchoolReason;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <PromptShell
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Verify Account"
      text={REASONS[props.reason]}
    >
      <ButtonLink to="/settings/account/school_email" block>
        Verify your account
      </ButtonLink>
    </PromptShell>
  );
}

/** The incomplete-profile notice: a picture and a bio are needed before posting. */
export function IncompleteProfilePrompt(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  goBack?: string;
}) {
  return (
    <PromptShell
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Finish your profile"
      text={POST_MESSAGES.incompleteProfile}
    >
      <ButtonLink to={`/profile/set-up?goBack=${props.goBack ?? 'post'}`} block>
        Set up profile
      </ButtonLink>
    </PromptShell>
  );
}
