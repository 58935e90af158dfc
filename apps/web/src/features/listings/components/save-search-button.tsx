import { normalizeSearchText, SAVED_SEARCH_MESSAGES } from '@campus/domain';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import { refusalSentence } from '../../../lib/api-client';
import { useViewer } from '../../../lib/session';
import { useSavedSearches, useSaveSearch } from '../api/listings';

/** 'Save search' on the results of q (members): a new matching post on the campus is then notified. */
export function SaveSearchButton({ q }: { q: string }) {
  const viewer = useViewer();
  const saved = useSavedSearches(Boolean(viewer));
  const save = useSaveSearch();
  const alert = useAlert();
  if (!viewer) return null;
  const text = normalizeSearchText(q);
  const already = saved.data?.searches.some((s) => s.text === text) ?? false;
  return (
    <Button
      size="small"
      variant="secondary"
      disabled={already || save.isPending}
      onClick={() =>
        save.mutate(q, {
          onSuccess: () => alert(SAVED_SEARCH_MESSAGES.saved, 'success'),
          onError: (err) => alert(refusalSentence(err), 'danger'),
        })
      }
    >
      {already ? SAVED_SEARCH_MESSAGES.savedAlready : SAVED_SEARCH_MESSAGES.save}
    </Button>
  );
}
