import { useCallback, useState } from 'react';
import { useAlert } from '../../../../components/ui/alerts/alert-provider';
import { settingsErrorMessages } from '../settings-errors';

/** Runs one settings call at a time: `busy` while it works, a danger alert a message when it fails. */
export function useSettingsAction() {
  const alert = useAlert();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: () => Promise<void>) => {
      setBusy(true);
      try {
        await action();
      } catch (err) {
        for (const message of settingsErrorMessages(err)) alert(message, 'danger');
      } finally {
        setBusy(false);
      }
    },
    [alert],
  );
  return { busy, run };
}
