import { SEARCH_MESSAGES } from '@campus/domain';
import { Spinner } from '../../../components/ui/spinner';
import { usePopularSearchesQuery } from '../api/get-popular-searches';
import { useSubmitSearch } from '../hooks/use-submit-search';
import { useWarnOnError } from '../hooks/use-warn-on-error';
import styles from './search-page.module.css';

/** /search without q: the campus's popular searches (up to 14); tapping one searches it. */
export function PopularSearches() {
  const { data, error, isPending } = usePopularSearchesQuery();
  const submit = useSubmitSearch();
  useWarnOnError(error, 'Popular searches failed to load');
  if (isPending) return <Spinner label="Loading popular searches" />;
  const searches = data ?? [];
  if (searches.length === 0) return <p className={styles.hint}>{SEARCH_MESSAGES.startTyping}</p>;
  return (
    <section aria-labelledby="popular-searches-title">
      <h2 id="popular-searches-title" className={styles.sectionTitle}>
        {SEARCH_MESSAGES.popularSearches}
      </h2>
      <ol className={styles.popular}>
        {searches.map((s) => (
          <li key={s.id}>
            <button type="button" className={styles.popularItem} onClick={() => submit(s.text)}>
              {s.text}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
