import {
  REPORT_MESSAGES,
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '@campus/domain';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import form from '../../../components/ui/form.module.css';
import { Modal, ModalCancel } from '../../../components/ui/modal';
import { RadioChoices } from '../../../components/ui/radio-choices';
import { TextAreaField } from '../../../components/ui/text-field';
import { newClientKey } from '../../../lib/client-key';
import { useCreateReport } from '../api/create-report';
import styles from '../moderation.module.css';

/**
 * 'Report post' (comment, message, user): why, with a note ('Tell us more', required for
 * 'Something else'); 'Send Report' thanks the member and closes.
 */
export function ReportDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetType: ReportTarget;
  targetId: string;
  /** The reason chosen when the dialog opens (a safety tip's Report opens it on Scam or fraud). */
  defaultReason?: ReportReason;
}) {
  const [reason, setReason] = useState<ReportReason | null>(props.defaultReason ?? null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One key per report being written: a double tap or a retry is the same report.
  const clientKey = useRef(newClientKey());
  const close = (open: boolean) => {
    props.onOpenChange(open);
    if (!open) {
      setReason(props.defaultReason ?? null);
      setNote('');
      setError(null);
    }
  };
  const report = useCreateReport(
    () => {
      clientKey.current = newClientKey();
      close(false);
    },
    (key) => {
      clientKey.current = key;
    },
  );
  const submit = () => {
    if (!reason) return setError(REPORT_MESSAGES.reasonRequired);
    if (reason === 'other' && !note.trim()) return setError(REPORT_MESSAGES.noteRequired);
    setError(null);
    report.mutate({
      targetType: props.targetType,
      targetId: props.targetId,
      reason,
      note: note.trim() || undefined,
      clientKey: clientKey.current,
    });
  };
  return (
    <Modal open={props.open} onOpenChange={close} title={REPORT_MESSAGES.title[props.targetType]}>
      <div className={form.form}>
        <RadioChoices
          legend={REPORT_MESSAGES.question}
          name="report-reason"
          options={REPORT_REASONS}
          labels={REPORT_REASON_LABELS}
          value={reason}
          onChange={setReason}
        />
        <TextAreaField
          label={REPORT_MESSAGES.noteLabel}
          className={styles.textarea}
          placeholder={REPORT_MESSAGES.notePlaceholder}
          maxLength={REPORT_NOTE_MAX}
          value={note}
          onValueChange={setNote}
        />
        {error && (
          <p className={form.error} role="alert">
            {error}
          </p>
        )}
        <Button variant="dark" block onClick={submit} disabled={report.isPending}>
          {report.isPending ? 'Processing...' : REPORT_MESSAGES.submit}
        </Button>
        <ModalCancel />
      </div>
    </Modal>
  );
}
