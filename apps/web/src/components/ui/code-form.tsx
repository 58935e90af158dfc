import { useState } from 'react';
import { Button } from './button';
import styles from './form.module.css';
import { TextField } from './text-field';

/**
 * The PIN form of every code page: a 4-digit code, Verify ('Processing...' while `busy`) and the
 * 'Didn't receive the code?' resend link. The caller checks and sends, each through a useAction.
 */
export function CodeForm(props: { onVerify: (code: string) => void; onResend: () => void; busy: boolean }) {
  const [code, setCode] = useState('');
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    props.onVerify(code.trim());
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
        <Button type="submit" block disabled={props.busy}>
          {props.busy ? 'Processing...' : 'Verify'}
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
