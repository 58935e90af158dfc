import { SETTINGS_MESSAGES as M, type Viewer } from '@campus/domain';
import { useState } from 'react';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { refusalSentence } from '../../../lib/api-client';
import { useSetViewer } from '../../../lib/session';

/**
 * Runs a profile call that answers the re-read user (photo, name, bio): `busy` while it works, then
 * stores the user as the session and calls `then`; a failure shows the server's sentence (or
 * 'Something went wrong') as a danger alert.
 */
export function useSaveProfile() {
  const alert = useAlert();
  const setViewer = useSetViewer();
  const [busy, setBusy] = useState(false);
  const save = async (call: () => Promise<{ user: Viewer }>, then: () => void) => {
    setBusy(true);
    try {
      const { user } = await call();
      setViewer(user);
      then();
    } catch (err) {
      alert(refusalSentence(err, M.somethingWentWrong), 'danger');
    } finally {
      setBusy(false);
    }
  };
  return { busy, save };
}
