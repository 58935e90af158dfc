import { APP_MESSAGES } from '@campus/domain';
import { Button } from '../components/ui/button';
import { applyUpdate, useUpdateAvailable } from '../lib/service-worker';
import styles from './update-prompt.module.css';

/** 'A new version of the app is available. Reload' once a deploy's service worker is waiting. */
export function UpdatePrompt() {
  const available = useUpdateAvailable();
  if (!available) return null;
  return (
    <div className={styles.prompt} role="status">
      <span>{APP_MESSAGES.updateAvailable}</span>
      <Button size="small" onClick={applyUpdate}>
        {APP_MESSAGES.reload}
      </Button>
    </div>
  );
}
