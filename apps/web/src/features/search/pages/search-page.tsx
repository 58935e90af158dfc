import { FILTER_MESSAGES, SEARCH_MESSAGES, SEARCH_SORTS, type SearchCorrection } from '@campus/domain';
import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FiltersEmpty, filtersNarrow } from '../../../components/listing-filters/filters-empty';
import { ListingFilterControls } from '../../../components/listing-filters/listing-filters';
import { useListingFilters } from '../../../components/listing-filters/use-listing-filters';
import { BackIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { PrivateCampusNotice, useCanReadCampus } from '../../../entities/campus';
import { SaveSearchButton } from '../../../entities/listings';
import { PostList } from '../../../entities/posts';
import { useGoBack } from '../../../lib/nav-history';
import { useViewer } from '../../../lib/session';
import { useSiteCampus } from '../../../lib/site-campus';
import { useSearchPostsQuery } from '../api/search-posts';
import { PeopleResults } from '../components/people-results';
import { PopularSearches } from '../components/popular-searches';
import { SearchBar } from '../components/search-bar';
import styles from '../components/search-page.module.css';
import { SearchTabs, searchPanelId, searchTabId } from '../components/search-tabs';
import { SEARCH_LABELS } from '../search-labels';
import { searchTabOf } from '../search-path';

/**
 * "Showing results for iphone. Search instead for iphnoe": the words that stood in for typed ones;
 * the second link searches the words as typed (exact=1), keeping the filters.
 */
function CorrectionNote({ correction }: { correction: SearchCorrection }) {
  const [params] = useSearchParams();
  const typed = new URLSearchParams(params);
  typed.set('q', correction.typed);
  typed.set('exact', '1');
  return (
    <p className={styles.correction}>
      {FILTER_MESSAGES.showingResultsFor} <strong>{correction.searched}</strong>.{' '}
      {FILTER_MESSAGES.searchInsteadFor} <Link to={`/search?${typed}`}>{correction.typed}</Link>
    </p>
  );
}

function PostResults({ q, show, exact }: { q: string; show: 'latest' | 'media'; exact: boolean }) {
  const { filters, setFilters } = useListingFilters(SEARCH_SORTS);
  const query = useSearchPostsQuery(q, show, { filters, exact });
  const correction = query.data?.pages[0]?.correction;
  return (
    <>
      <ListingFilterControls filters={filters} onChange={setFilters} sorts={SEARCH_SORTS} />
      <div className={styles.listingTools}>
        {correction ? <CorrectionNote correction={correction} /> : <span />}
        <SaveSearchButton q={q} filters={filters} />
      </div>
      <PostList
        query={query}
        label={SEARCH_LABELS.results}
        empty={
          filtersNarrow(filters) ? (
            <FiltersEmpty inList onClear={() => setFilters({ sort: 'newest' })} />
          ) : (
            <>
              <h2>{show === 'media' ? SEARCH_MESSAGES.noMedia(q) : SEARCH_MESSAGES.noResults(q)}</h2>
              <p>{SEARCH_MESSAGES.tryElse}</p>
            </>
          )
        }
      />
    </>
  );
}

/**
 * /search?q=&show=latest|media|people (community §2 Search page): the tabs appear only with q;
 * without it, Popular searches. The bar sits at the top on narrow screens (the widget column holds
 * it on wide ones). Back goes back in the in-app history, else /home. The hub has /search_schools.
 */
export function SearchPage() {
  return useSiteCampus().isHub ? <Navigate to="/search_schools" replace /> : <CampusSearchPage />;
}

function CampusSearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const tab = searchTabOf(params.get('show'));
  const goBack = useGoBack();
  const canRead = useCanReadCampus();
  const signedOut = useViewer() === null;
  useEffect(() => {
    document.title = q ? `${q} - ${SEARCH_LABELS.search}` : SEARCH_LABELS.search;
  }, [q]);
  return (
    <>
      <header className={styles.header}>
        <button type="button" className={styles.back} onClick={goBack} aria-label={SEARCH_LABELS.back}>
          <BackIcon />
        </button>
        <SearchBar className={styles.bar} />
        <h1 className={styles.title}>{q || SEARCH_LABELS.search}</h1>
      </header>
      {!canRead ? (
        signedOut ? (
          <PrivateCampusNotice />
        ) : (
          <Spinner />
        )
      ) : q ? (
        <>
          <SearchTabs q={q} current={tab} />
          <div role="tabpanel" id={searchPanelId} aria-labelledby={searchTabId(tab)}>
            {tab === 'people' ? (
              <PeopleResults q={q} />
            ) : (
              <PostResults q={q} show={tab} exact={params.get('exact') === '1'} />
            )}
          </div>
        </>
      ) : (
        <PopularSearches />
      )}
    </>
  );
}
