import { type ListingFilters, SAVED_SEARCH_MESSAGES } from '@campus/domain';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import { refusalSentence } from '../../../lib/api-client';
import { useViewer } from '../../../lib/session';
import { isSameSearch, useSavedSearches, useSaveSearch } from '../api/listings';

/**
 * 'Save search' on the results of q with their filters (members): a new matching post on the campus
 * that passes the filters is then notified.
 */
export function SaveSearchButton({ q, filters }: { q: string; filters: ListingFilters }) {
  const viewer = useViewer();
  const saved = useSavedSearches(Boolean(viewer));
  const save = useSaveSearch();
  const alert = useAlert();
  if (!viewer) return null;
  const already = saved.data?.searches.some((s) => isSameSearch(s, q, filters)) ?? false;
  return (
    <Button
      size="small"
      variant="secondary"
      disabled={already || save.isPending}
      onClick={() =>
        save.mutate(
          { q, filters },
          {
            onSuccess: () => alert(SAVED_SEARCH_MESSAGES.saved, 'success'),
            onError: (err) => alert(refusalSentence(err), 'danger'),
          },
        )
      }
    >
      {already ? SAVED_SEARCH_MESSAGES.savedAlready : SAVED_SEARCH_MESSAGES.save}
    </Button>
  );
}
