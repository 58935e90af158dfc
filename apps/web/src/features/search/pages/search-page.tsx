import { LISTING_MESSAGES, SEARCH_MESSAGES } from '@campus/domain';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { BackIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useGoBack } from '../../../lib/nav-history';
import { useViewer } from '../../../lib/session';
import { useSiteCampus } from '../../../lib/site-campus';
import { PrivateCampusNotice, useCanReadCampus } from '../../campus';
import { SaveSearchButton } from '../../listings';
import { PostList } from '../../posts';
import { useSearchPostsQuery } from '../api/search-posts';
import { PeopleResults } from '../components/people-results';
import { PopularSearches } from '../components/popular-searches';
import { SearchBar } from '../components/search-bar';
import styles from '../components/search-page.module.css';
import { SearchTabs, searchPanelId, searchTabId } from '../components/search-tabs';
import { SEARCH_LABELS } from '../search-labels';
import { searchTabOf } from '../search-path';

function PostResults({ q, show }: { q: string; show: 'latest' | 'media' }) {
  const [showSold, setShowSold] = useState(false);
  const query = useSearchPostsQuery(q, show, showSold);
  return (
    <>
      <div className={styles.listingTools}>
        <label className={styles.showSold}>
          <input type="checkbox" checked={showSold} onChange={(e) => setShowSold(e.target.checked)} />
          {LISTING_MESSAGES.showSold}
        </label>
        <SaveSearchButton q={q} />
      </div>
      <PostList
        query={query}
        label={SEARCH_LABELS.results}
        empty={
          <>
            <h2>{show === 'media' ? SEARCH_MESSAGES.noMedia(q) : SEARCH_MESSAGES.noResults(q)}</h2>
            <p>{SEARCH_MESSAGES.tryElse}</p>
          </>
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
            {tab === 'people' ? <PeopleResults q={q} /> : <PostResults q={q} show={tab} />}
          </div>
        </>
      ) : (
        <PopularSearches />
      )}
    </>
  );
}
