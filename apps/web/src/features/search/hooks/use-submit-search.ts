import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useViewer } from '../../../lib/session';
import { useAddRecentSearch } from '../api/add-recent-search';
import { countSearch } from '../api/count-search';
import { searchPath } from '../search-path';

/**
 * Searches `text` (typed, suggested, popular or recent): goes to /search?q= (keeping the tab on
 * /search), counts the term for popular searches and, for a member, remembers it in My Recent.
 * Blank text is ignored. Returns whether a search happened.
 */
export function useSubmitSearch(): (text: string) => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = Boolean(useViewer());
  const { mutate: remember } = useAddRecentSearch();
  return useCallback(
    (text: string) => {
      const path = searchPath(text, location);
      if (!path) return false;
      const q = text.trim();
      navigate(path);
      void countSearch(q);
      if (signedIn) remember(q);
      return true;
    },
    [navigate, location, signedIn, remember],
  );
}
