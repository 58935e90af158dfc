import {
  MODERATION_MESSAGES as M,
  MODERATION_ACTION_LABELS,
  MODERATION_REASON_MAX,
  type ModerationAction,
  type ReportGroup,
  SUSPEND_DEFAULT_DAYS,
  SUSPEND_MAX_DAYS,
} from '@campus/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import form from '../../../components/ui/form.module.css';
import { Modal, ModalCancel } from '../../../components/ui/modal';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import styles from '../../../entities/moderation/moderation.module.css';
import { useModerate } from '../api/moderate';

/** What each action's dialog asks, after its label ('Suspend member?'). */
const TITLES: Record<ModerationAction, string> = {
  dismiss: 'Dismiss these reports?',
  remove: 'Remove this content?',
  warn: 'Warn this member?',
  suspend: 'Suspend this member?',
  ban: 'Ban this member?',
};

/**
 * One moderation action on a report group: a reason (written to the audit log and told to the
 * people concerned), the days of a suspension, and for a warning or a suspension whether the
 * content goes too. The confirm button is the action's label.
 */
export function ActionDialog(props: {
  group: ReportGroup;
  action: ModerationAction | null;
  onClose: () => void;
}) {
  const { group, action } = props;
  const [reason, setReason] = useState('');
  const [days, setDays] = useState(String(SUSPEND_DEFAULT_DAYS));
  const [alsoRemove, setAlsoRemove] = useState(true);
  const close = () => {
    setReason('');
    setDays(String(SUSPEND_DEFAULT_DAYS));
    props.onClose();
  };
  const mutation = useModerate(close);
  if (!action) return null;
  const removable = group.targetType !== 'profile' && !group.content.gone;
  const submit = () =>
    mutation.mutate({
      targetType: group.targetType,
      targetId: group.targetId,
      action,
      reason,
      days: action === 'suspend' ? Number(days) : undefined,
      removeContent: (action === 'warn' || action === 'suspend') && removable ? alsoRemove : undefined,
    });
  return (
    <Modal open onOpenChange={(open) => !open && close()} title={TITLES[action]}>
      <div className={form.form}>
        <TextAreaField
          label={M.reasonLabel}
          className={styles.textarea}
          maxLength={MODERATION_REASON_MAX}
          value={reason}
          onValueChange={setReason}
        />
        {action === 'suspend' && (
          <TextField
            label={M.daysLabel}
            type="number"
            min={1}
            max={SUSPEND_MAX_DAYS}
            value={days}
            onValueChange={setDays}
          />
        )}
        {(action === 'warn' || action === 'suspend') && removable && (
          <label className={form.check}>
            <input type="checkbox" checked={alsoRemove} onChange={(e) => setAlsoRemove(e.target.checked)} />
            {M.removeContentLabel}
          </label>
        )}
        <Button
          variant="dark"
          block
          onClick={submit}
          disabled={mutation.isPending || !reason.trim() || (action === 'suspend' && !(Number(days) >= 1))}
        >
          {mutation.isPending ? 'Processing...' : MODERATION_ACTION_LABELS[action]}
        </Button>
        <ModalCancel />
      </div>
    </Modal>
  );
}
