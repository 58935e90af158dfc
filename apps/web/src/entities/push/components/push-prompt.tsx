import { PUSH_MESSAGES as M } from '@campus/domain';
import { usePushSettingsQuery } from '../api/push-settings';
import styles from '../push.module.css';
import { usePushDevice } from '../use-push-device';
import { PushDeviceControl } from './push-device-control';

/**
 * The opt-in on the notifications page: shown while this browser could get pushes and does not yet;
 * gone once they are on, blocked, or impossible here.
 */
export function PushPrompt() {
  const { data } = usePushSettingsQuery();
  const device = usePushDevice(data?.vapidPublicKey);
  if (!data || device.state !== 'off') return null;
  return (
    <section className={styles.prompt} aria-labelledby="push-prompt-title">
      <h2 id="push-prompt-title" className={styles.promptTitle}>
        {M.promptTitle}
      </h2>
      <p className={styles.promptText}>{M.promptText}</p>
      <PushDeviceControl device={device} />
    </section>
  );
}
