import { ACCOUNT_DATA_MESSAGES as A, SETTINGS_MESSAGES } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../../components/ui/alerts/alert-provider';
import { Button } from '../../../../components/ui/button';
import form from '../../../../components/ui/form.module.css';
import { Modal, ModalCancel } from '../../../../components/ui/modal';
import { Spinner } from '../../../../components/ui/spinner';
import { PasswordField, TextField } from '../../../../components/ui/text-field';
import { campusKeys } from '../../../../entities/campus';
import { sessionKeys, useSetViewer } from '../../../../lib/session';
import { useAction } from '../../../../lib/use-action';
import { deleteAccount, sendDeleteCode, useDeleteMethodQuery } from '../api/your-data';

/**
 * 'Delete your account?': what goes and what stays, then the password (or, for an account without
 * one, a code e-mailed on request) and 'Delete my account'. Once deleted: signed out, back home.
 */
export function DeleteAccountDialog({
  email,
  ...dialog
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
}) {
  const method = useDeleteMethodQuery(dialog.open);
  const [secret, setSecret] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const alert = useAlert();
  const client = useQueryClient();
  const setViewer = useSetViewer();
  const navigate = useNavigate();
  const byCode = method.data?.method === 'code';

  const refused = (sentence: string) => alert(sentence, 'danger');
  const code = useAction({
    mutationFn: sendDeleteCode,
    onSuccess: () => {
      setCodeSent(true);
      alert(A.codeSent(email), 'success');
    },
    onRefusal: refused,
    unexpected: SETTINGS_MESSAGES.somethingWentWrong,
  });
  const removal = useAction({
    mutationFn: deleteAccount,
    onSuccess: () => {
      // Everything cached was the account's; the site's campus (the layout, its alerts) and the session stay.
      const kept = [campusKeys.site, sessionKeys.session].map((key) => JSON.stringify(key));
      client.removeQueries({ predicate: (q) => !kept.includes(JSON.stringify(q.queryKey)) });
      setViewer(null);
      alert(A.deleted, 'success');
      navigate('/', { replace: true });
    },
    onRefusal: refused,
    unexpected: SETTINGS_MESSAGES.somethingWentWrong,
  });
  // One of the two at a time, as the dialog shows one button.
  const busy = code.isPending || removal.isPending;
  const sendCode = () => code.mutate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    removal.mutate(byCode ? { code: secret.trim() } : { password: secret });
  };

  return (
    <Modal {...dialog} title={A.deleteTitle} description={A.deleteText}>
      {method.isPending ? (
        <Spinner />
      ) : byCode && !codeSent ? (
        <div className={form.form}>
          <p className={form.subtitle}>{A.codePrompt}</p>
          <Button variant="dark" block onClick={() => void sendCode()} disabled={busy}>
            {busy ? 'Processing...' : A.sendCode}
          </Button>
          <ModalCancel />
        </div>
      ) : (
        <form className={form.form} onSubmit={submit}>
          {byCode ? (
            <TextField
              label="Code"
              value={secret}
              onValueChange={setSecret}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={10}
            />
          ) : (
            <PasswordField value={secret} onValueChange={setSecret} autoComplete="current-password" />
          )}
          <Button type="submit" variant="dark" block disabled={busy || !secret}>
            {busy ? 'Processing...' : A.confirmDelete}
          </Button>
          <ModalCancel />
        </form>
      )}
    </Modal>
  );
}
