import { APP_MESSAGES } from '@campus/domain';
import { useEffect } from 'react';
import { Button } from '../components/ui/button';
import styles from '../components/ui/empty-state.module.css';

/**
 * What the app shows when the site's campus cannot be loaded because the network is gone (the app
 * shell itself came from the service worker's cache). Coming back online tries again by itself.
 */
export function OfflinePage({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    document.title = APP_MESSAGES.offlineTitle;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <main className={styles.empty} style={{ minHeight: '60vh', justifyContent: 'center' }}>
      <h1>{APP_MESSAGES.offlineTitle}</h1>
      <p>{APP_MESSAGES.offlineText}</p>
      <Button onClick={onRetry}>{APP_MESSAGES.tryAgain}</Button>
    </main>
  );
}
