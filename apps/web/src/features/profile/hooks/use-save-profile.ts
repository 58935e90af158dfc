import { SETTINGS_MESSAGES as M, type Viewer } from '@campus/domain';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { useSetViewer } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';

/**
 * A profile call that answers the re-read user (photo, name, bio), through useAction: one at a time,
 * then the user stored as the session and `then`; a failure shows the server's sentence (or
 * 'Something went wrong') as a danger alert.
 */
export function useSaveProfileAction<V>(
  mutationFn: (value: V) => Promise<{ user: Viewer }>,
  then: () => void,
) {
  const alert = useAlert();
  const setViewer = useSetViewer();
  const save = useAction({
    mutationFn,
    onSuccess: ({ user }) => {
      setViewer(user);
      then();
    },
    onRefusal: (sentence) => alert(sentence, 'danger'),
    unexpected: M.somethingWentWrong,
  });
  return { busy: save.isPending, save: save.mutate };
}
