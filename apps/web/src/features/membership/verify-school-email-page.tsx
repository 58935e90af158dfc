import { SETTINGS_MESSAGES as M } from '@campus/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAlert } from '../../components/ui/alerts/alert-provider';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { useSetViewer } from '../auth/api/session';
import styles from '../auth/pages/auth.module.css';
import { useSiteCampus } from '../campus/site-campus';
import { confirmSchoolCode, sendSchoolCode } from './api';

/**
 * /settings/account/verify_school_email?email=&campus=: the PIN page. Success makes the user a
 * verified member and goes to /search_schools on the hub or /home on a campus.
 */
export function VerifySchoolEmailPage() {
  const site = useSiteCampus();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const alert = useAlert();
  const setViewer = useSetViewer();
  const email = params.get('email') ?? '';
  const campusId = site.isHub ? (params.get('campus') ?? undefined) : undefined;
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return alert(M.codeRequired, 'danger');
    setBusy(true);
    try {
      const { user } = await confirmSchoolCode({ email, campusId, code: code.trim() });
      setViewer(user);
      if (site.isHub && campusId) sessionStorage.setItem('redirect_to_campus', campusId);
      navigate(site.isHub ? '/search_schools' : '/home', { replace: true });
    } catch (err) {
      alert(
        err instanceof ApiError && err.code === 'code_incorrect'
          ? M.codeIncorrect
          : err instanceof ApiError
            ? err.message
            : M.somethingWentWrong,
        'danger',
      );
    } finally {
      setBusy(false);
    }
  };

  const onResend = async () => {
    try {
      await sendSchoolCode({ email, campusId });
      alert(M.emailSent, 'okay');
    } catch {
      alert(M.somethingWentWrong, 'danger');
    }
  };

  return (
    <div className={styles.card}>
      <p className={styles.subtitle}>We sent a 4-digit code to {email}. Codes expire after two hours.</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <label className={styles.field}>
          Verification code
          <input
            className={`${styles.input} ${styles.codeInput}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        <Button type="submit" block disabled={busy}>
          {busy ? 'Processing...' : 'Verify'}
        </Button>
      </form>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onResend}>
          Didn't receive the code?
        </button>
      </div>
    </div>
  );
}
