import { FILTER_MESSAGES, type ListingFilters } from '@campus/domain';
import { Button } from '../ui/button';
import styles from '../ui/empty-state.module.css';
import { activeFilterCount } from './listing-filters';

/** Whether the filters narrow the list, so an empty list is the filters' doing. */
export const filtersNarrow = (filters: ListingFilters) => activeFilterCount(filters) > 0;

/**
 * A list the filters emptied: it says so and offers Clear filters (every filter and the order, as
 * Clear all), so the way out is on the page.
 */
export function FiltersEmpty({ onClear, inList }: { onClear: () => void; inList?: boolean }) {
  const content = (
    <>
      <h2>{FILTER_MESSAGES.noMatch}</h2>
      <Button size="small" onClick={onClear}>
        {FILTER_MESSAGES.clearFilters}
      </Button>
    </>
  );
  // A list's own empty box (PostList's) already holds it.
  return inList ? content : <section className={styles.empty}>{content}</section>;
}
