import { POST_MESSAGES } from '@campus/domain';
import { ButtonLink } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';

export type VerifySchoolReason = 'post' | 'message' | 'comment';

const REASONS: Record<VerifySchoolReason, string> = {
  post: 'Verify your school e-mail to post on this campus.',
  message: 'Verify your school e-mail to message other students.',
  comment: 'Verify your school e-mail to comment.',
};

/** The verify-school prompt (§2.4): types post, message, comment; leads to the school-email settings. */
export function VerifySchoolPrompt(props: {
  reason: VerifySchoolReason;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Verify Account"
      description={REASONS[props.reason]}
      closeButton
    >
      <ButtonLink to="/settings/account/school_email" block>
        Verify your account
      </ButtonLink>
    </Modal>
  );
}

/** The incomplete-profile notice: a picture and a bio are needed before posting. */
export function IncompleteProfilePrompt(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  goBack?: string;
}) {
  return (
    <Modal
      open={props.open}
      onOpenChange={props.onOpenChange}
      title="Finish your profile"
      description={POST_MESSAGES.incompleteProfile}
      closeButton
    >
      <ButtonLink to={`/profile/set-up?goBack=${props.goBack ?? 'post'}`} block>
        Set up profile
      </ButtonLink>
    </Modal>
  );
}
