import { SAVED_SEARCH_MESSAGES } from '@campus/domain';
import { Link } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useRemoveSavedSearch, useSavedSearches } from '../api/listings';
import styles from '../listings.module.css';

/** /settings/saved_searches: the member's saved searches on this campus, each with Remove. */
export function SavedSearchesPage() {
  const { data, isPending } = useSavedSearches();
  const remove = useRemoveSavedSearch();
  const alert = useAlert();
  if (isPending) return <Spinner />;
  const searches = data?.searches ?? [];
  return (
    <section>
      <p className={styles.muted}>{SAVED_SEARCH_MESSAGES.intro}</p>
      {searches.length === 0 ? (
        <p>{SAVED_SEARCH_MESSAGES.empty}</p>
      ) : (
        <ul className={styles.list} aria-label={SAVED_SEARCH_MESSAGES.title}>
          {searches.map((s) => (
            <li key={s.id} className={styles.row}>
              <Link to={`/search?q=${encodeURIComponent(s.text)}`}>{s.text}</Link>
              <Button
                size="small"
                variant="secondary"
                aria-label={`${SAVED_SEARCH_MESSAGES.remove} ${s.text}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(s.id, { onSuccess: () => alert(SAVED_SEARCH_MESSAGES.removed, 'success') })
                }
              >
                {SAVED_SEARCH_MESSAGES.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
