import { POST_MESSAGES } from '@campus/domain';
import { ButtonLink } from '../../components/ui/button';
import styles from './composer.module.css';
import type { ComposerGate } from './composer-errors';
import { COMPOSER_LABELS as L } from './composer-labels';

/** Where each refusal can be fixed (community §4 Gating); the alert already said why. */
const GATES: Record<ComposerGate, { text: string; link: string; to: string }> = {
  profile: { text: POST_MESSAGES.incompleteProfile, link: L.setUpProfile, to: '/profile/set-up?goBack=post' },
  school: { text: L.verifyAccount, link: L.verifySchool, to: '/settings/account/school_email' },
  email: { text: L.verifyAccount, link: L.verifyEmail, to: '/verify' },
};

/**
 * The link that goes with a gate's danger alert (the alert provider only links 'post was sent'
 * alerts). `onLeave` lets a modal close first; the post draft is kept for when the user comes back.
 */
export function GateNotice({ gate, onLeave }: { gate: ComposerGate; onLeave?: () => void }) {
  const { text, link, to } = GATES[gate];
  return (
    <div className={styles.gate}>
      <p className={styles.gateText}>{text}</p>
      <ButtonLink to={to} size="small" onClick={onLeave}>
        {link}
      </ButtonLink>
    </div>
  );
}
