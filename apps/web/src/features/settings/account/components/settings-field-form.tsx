import type { Viewer } from '@campus/domain';
import { type ReactNode, useState } from 'react';
import { useAlert } from '../../../../components/ui/alerts/alert-provider';
import { TextField, type TextFieldProps } from '../../../../components/ui/text-field';
import { useSetViewer, useViewer } from '../../../../lib/session';
import styles from '../account.module.css';
import { useSettingsAction } from '../hooks/use-settings-action';
import { SaveButton } from './save-button';

export interface SettingsFieldFormProps<T> {
  /** The stored value, read from the signed-in user; the form shows it until the user changes it. */
  read: (viewer: Viewer) => T;
  /** The spec's message refusing the value before it is sent, or null when it may be sent. */
  validate: (value: T) => string | null;
  /** Sends the value (run by useAction); the server answers the re-read user, stored as the session at once. */
  mutationFn: (value: T) => Promise<{ user: Viewer }>;
  /** Whether Save is enabled (e.g. the value is complete and changed). */
  canSave: (value: T, stored: T) => boolean;
  /** The success alert after a save. */
  success: string;
  /** Runs after a save and its success alert (e.g. the phone page's return to /checkout). */
  onSaved?: () => void;
  /** The form's controls for the current value; `change` keeps a draft until it is saved. */
  children: (value: T, change: (value: T) => void) => ReactNode;
}

/**
 * The form of a one-field account settings page (username, phone, gender, birth date; accounts-and-money
 * §2.2, §5 Settings): the stored value until changed, the spec's message for a refused value, 'Processing...'
 * while saving, then the re-read user as the session, the success alert, or each server message.
 */
export function SettingsFieldForm<T>({
  read,
  validate,
  mutationFn,
  canSave,
  success,
  onSaved,
  children,
}: SettingsFieldFormProps<T>) {
  const viewer = useViewer();
  const setViewer = useSetViewer();
  const alert = useAlert();
  const save = useSettingsAction({
    mutationFn,
    onSuccess: ({ user }) => {
      setViewer(user);
      setDraft(null);
      alert(success, 'success');
      onSaved?.();
    },
  });
  // null until the user changes the value (boxed: a stored value may itself be null).
  const [draft, setDraft] = useState<{ value: T } | null>(null);
  if (!viewer) return null;
  const stored = read(viewer);
  const value = draft ? draft.value : stored;

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const error = validate(value);
    if (error) return alert(error, 'danger');
    save.mutate(value);
  };

  return (
    <div className={styles.body}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {children(value, (next) => setDraft({ value: next }))}
        <div className={styles.actions}>
          <SaveButton busy={save.isPending} disabled={!canSave(value, stored)} />
        </div>
      </form>
    </div>
  );
}

/** The controls of a one-text-box page: a TextField with these attributes, holding the draft. */
export const textBox =
  (field: Omit<TextFieldProps, 'value' | 'onValueChange'>) =>
  (value: string, change: (value: string) => void) => (
    <TextField {...field} value={value} onValueChange={change} />
  );
