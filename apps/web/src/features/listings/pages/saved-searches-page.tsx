import { CATEGORIES, filterChips, SAVED_SEARCH_MESSAGES, type SavedSearch } from '@campus/domain';
import { Link } from 'react-router';
import { withFilters } from '../../../components/listing-filters/use-listing-filters';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useRemoveSavedSearch, useSavedSearches } from '../../../entities/listings/api/listings';
import styles from '../../../entities/listings/listings.module.css';

const categoryText = (value: string) => CATEGORIES.find((c) => c.value === value)?.text ?? value;

/** The search's results page, its filters in the address. */
const searchPathOf = (s: SavedSearch) =>
  `/search?${withFilters(new URLSearchParams({ q: s.text }), { ...s.filters, sort: 'newest' })}`;

/** The search's filters in words ('$0–$50 · New, Like new, Good'), or nothing without any. */
const filtersText = (s: SavedSearch) =>
  filterChips({ ...s.filters, sort: 'newest' }, categoryText)
    .map((chip) => chip.label)
    .join(' · ');

/** /settings/saved_searches: the member's saved searches on this campus with their filters, each with Remove. */
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
              <span>
                <Link to={searchPathOf(s)}>{s.text}</Link>
                {filtersText(s) && <span className={styles.muted}> · {filtersText(s)}</span>}
              </span>
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
