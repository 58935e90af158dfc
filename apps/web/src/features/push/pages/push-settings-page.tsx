import { PUSH_MESSAGES as M, PUSH_TYPES, type PushSettings, SETTINGS_MESSAGES } from '@campus/domain';
import { useEffect, useState } from 'react';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import formStyles from '../../../components/ui/form.module.css';
import { Spinner } from '../../../components/ui/spinner';
import { usePushSettingsQuery, useSavePushSettings } from '../../../entities/push/api/push-settings';
import { PushDeviceControl } from '../../../entities/push/components/push-device-control';
import styles from '../../../entities/push/push.module.css';
import { usePushDevice } from '../../../entities/push/use-push-device';
import { refusalSentence } from '../../../lib/api-client';

/** /settings/push_notifications: push on this device, and which kinds of activity to hear about. */
export function PushSettingsPage() {
  const { data, isPending } = usePushSettingsQuery();
  const device = usePushDevice(data?.vapidPublicKey);
  const save = useSavePushSettings();
  const alert = useAlert();
  const [types, setTypes] = useState<PushSettings['types'] | null>(null);
  useEffect(() => {
    if (data && !types) setTypes(data.types);
  }, [data, types]);
  if (isPending || !types) return <Spinner label="Loading push settings" />;
  const changed = PUSH_TYPES.some((t) => types[t.id] !== data?.types[t.id]);
  const onSave = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(
      { types },
      {
        onSuccess: () => alert(M.saved, 'success'),
        onError: (err) => alert(refusalSentence(err, SETTINGS_MESSAGES.somethingWentWrong), 'danger'),
      },
    );
  };
  return (
    <div className={formStyles.form}>
      <p className={formStyles.subtitle}>{M.settingsIntro}</p>
      <PushDeviceControl device={device} />
      <form className={formStyles.form} onSubmit={onSave}>
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>{M.typesTitle}</legend>
          {PUSH_TYPES.map((type) => (
            <label key={type.id} className={formStyles.choice}>
              <input
                type="checkbox"
                checked={types[type.id]}
                onChange={(e) => setTypes({ ...types, [type.id]: e.target.checked })}
              />
              <span className={styles.choiceText}>
                <span>{type.label}</span>
                <span className={styles.hint}>{type.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={save.isPending || !changed}>
          {save.isPending ? 'Processing...' : 'Save'}
        </Button>
      </form>
    </div>
  );
}
