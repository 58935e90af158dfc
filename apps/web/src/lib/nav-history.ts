import { currentHistory, goBack, type NavHistory, recordVisit } from '@campus/domain';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

const STORAGE_KEY = 'nav_history';

function load(): NavHistory {
  try {
    return currentHistory(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'), Date.now());
  } catch {
    return currentHistory(null, Date.now());
  }
}

function save(history: NavHistory): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(history));
  } catch {
    // storage full or disabled: back falls back to /home
  }
}

/**
 * Records every page visit in the local back history (rules in packages/domain). In a task of its own:
 * a page's first localStorage read waits on the browser process, and the page's first effects
 * (hydration's) already make one long task.
 */
export function useRecordNavHistory(): void {
  const location = useLocation();
  useEffect(() => {
    const visit = location.pathname + location.search;
    setTimeout(() => save(recordVisit(load(), visit)), 0);
  }, [location.pathname, location.search]);
}

/** Goes back to the previous recorded page, or /home. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const { target, history } = goBack(load(), location.pathname + location.search);
    save(history);
    navigate(target);
  }, [navigate, location.pathname, location.search]);
}
