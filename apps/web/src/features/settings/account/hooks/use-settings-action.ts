import { SETTINGS_MESSAGES } from '@campus/domain';
import { useCallback, useState } from 'react';
import { useAlert } from '../../../../components/ui/alerts/alert-provider';
import { ApiError } from '../../../../lib/api-client';

/** The server's spec message for a refused request; 'Something went wrong' for anything else. */
export function settingsErrorMessage(err: unknown): string {
  return err instanceof ApiError && err.status < 500 && err.code !== 'network'
    ? err.message
    : SETTINGS_MESSAGES.somethingWentWrong;
}

/** Runs one settings call at a time: `busy` while it works, a danger alert when it fails. */
export function useSettingsAction() {
  const alert = useAlert();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: () => Promise<void>) => {
      setBusy(true);
      try {
        await action();
      } catch (err) {
        alert(settingsErrorMessage(err), 'danger');
      } finally {
        setBusy(false);
      }
    },
    [alert],
  );
  return { busy, run };
}
