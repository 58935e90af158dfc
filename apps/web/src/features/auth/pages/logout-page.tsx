import { AUTH_MESSAGES } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import styles from '../../../components/ui/form.module.css';
import { logout } from '../../../entities/auth/api/accounts';
import { refusalSentence } from '../../../lib/api-client';
import { useGoBack } from '../../../lib/nav-history';
import { turnOffPush } from '../../../lib/push-device';
import { sessionKeys, useSetViewer, useViewer } from '../../../lib/session';

/** /logout: asks before signing out; signing out ends the session on the server. */
export function LogoutPage() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const alert = useAlert();
  const setViewer = useSetViewer();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = 'Log Out';
  }, []);
  if (viewer === null && !busy) return <Navigate to="/" replace />;

  const onConfirm = async () => {
    setBusy(true);
    try {
      // A shared computer stops getting the member's pushes (best effort: never blocks logging out).
      await turnOffPush().catch(() => {});
      await logout();
      // Every answer of the member's goes but the session's, which turns into a guest's: the parts
      // that stay mounted keep observing the same query and see it change.
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.session[0] });
      setViewer(null);
      navigate('/home', { replace: true });
    } catch (err) {
      alert(refusalSentence(err, AUTH_MESSAGES.login.other), 'danger');
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Log out?</h1>
        <p className={styles.subtitle}>You can log back in at any time.</p>
        <Button block onClick={onConfirm} disabled={busy}>
          {busy ? 'Processing...' : 'Log Out'}
        </Button>
        <Button block variant="secondary" onClick={goBack}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
