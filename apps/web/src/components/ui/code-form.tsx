import { useState } from 'react';
import { Button } from './button';
import styles from './form.module.css';
import { TextField } from './text-field';

/**
 * The PIN form of every code page: a 4-digit code, Verify ('Processing...' while working) and the
 * 'Didn't receive the code?' resend link. The caller checks and sends.
 */
export function CodeForm(props: {
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await props.onVerify(code.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label="Verification code"
          autoComplete="one-time-code"
          className={styles.codeInput}
          inputMode="numeric"
          maxLength={4}
          value={code}
          onValueChange={(value) => setCode(value.replace(/\D/g, ''))}
        />
        <Button type="submit" block disabled={busy}>
          {busy ? 'Processing...' : 'Verify'}
        </Button>
      </form>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={props.onResend}>
          Didn't receive the code?
        </button>
      </div>
    </>
  );
}
