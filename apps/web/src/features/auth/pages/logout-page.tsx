import { AUTH_MESSAGES } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import styles from '../../../components/ui/form.module.css';
import { logout } from '../../../entities/auth/api/accounts';
import { useGoBack } from '../../../lib/nav-history';
import { turnOffPush } from '../../../lib/push-device';
import { sessionKeys, useSetViewer, useViewer } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';

/** /logout: asks before signing out; signing out ends the session on the server. */
export function LogoutPage() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const alert = useAlert();
  const setViewer = useSetViewer();
  const client = useQueryClient();
  const signOut = useAction({
    mutationFn: async () => {
      // A shared computer stops getting the member's pushes (best effort: never blocks logging out).
      await turnOffPush().catch(() => {});
      await logout();
    },
    onSuccess: () => {
      // Every answer of the member's goes but the session's, which turns into a guest's: the parts
      // that stay mounted keep observing the same query and see it change.
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.session[0] });
      setViewer(null);
      navigate('/home', { replace: true });
    },
    onRefusal: (sentence) => alert(sentence, 'danger'),
    unexpected: AUTH_MESSAGES.login.other,
  });
  // Still busy once signed out, while the page goes: a guest here is sent home only when it came so.
  const busy = signOut.isPending || signOut.isSuccess;
  useEffect(() => {
    document.title = 'Log Out';
  }, []);
  if (viewer === null && !busy) return <Navigate to="/" replace />;

  const onConfirm = () => signOut.mutate();

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
