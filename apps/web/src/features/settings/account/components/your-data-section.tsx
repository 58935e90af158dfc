import { ACCOUNT_DATA_MESSAGES as A, SETTINGS_MESSAGES } from '@campus/domain';
import { useState } from 'react';
import { useAlert } from '../../../../components/ui/alerts/alert-provider';
import { Button } from '../../../../components/ui/button';
import { refusalSentence } from '../../../../lib/api-client';
import { useViewer } from '../../../../lib/session';
import styles from '../account.module.css';
import { downloadMyData } from '../api/your-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/** /settings/account's last section: Download my data, Delete account (with its dialog). */
export function YourDataSection() {
  const viewer = useViewer();
  const alert = useAlert();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (!viewer) return null;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData(viewer.username);
    } catch (err) {
      alert(refusalSentence(err, SETTINGS_MESSAGES.somethingWentWrong), 'danger');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section className={styles.yourData} aria-labelledby="your-data-title">
      <h2 id="your-data-title" className={styles.sectionTitle}>
        Your data
      </h2>
      <p className={styles.muted}>{A.downloadText}</p>
      <Button variant="secondary" onClick={download} disabled={downloading} aria-busy={downloading}>
        {downloading ? 'Processing...' : A.download}
      </Button>
      <Button variant="secondary" className={styles.danger} onClick={() => setDeleting(true)}>
        {A.deleteAccount}
      </Button>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} email={viewer.email} />
    </section>
  );
}
