import { SEARCH_MESSAGES, type SearchTab } from '@campus/domain';
import { Link, useSearchParams } from 'react-router';
import tabStyles from '../../../components/ui/tabs.module.css';
import { SEARCH_LABELS } from '../search-labels';

const TABS: { tab: SearchTab; label: string }[] = [
  { tab: 'latest', label: SEARCH_MESSAGES.latest },
  { tab: 'media', label: SEARCH_MESSAGES.media },
  { tab: 'people', label: SEARCH_MESSAGES.people },
];

export const searchTabId = (tab: SearchTab) => `search-tab-${tab}`;
export const searchPanelId = 'search-panel';

/** Latest, Media and People for the searched text; each is a link that keeps q (and the filters). */
export function SearchTabs({ q, current }: { q: string; current: SearchTab }) {
  const [address] = useSearchParams();
  return (
    <div className={tabStyles.tabs} role="tablist" aria-label={SEARCH_LABELS.searchTabs}>
      {TABS.map(({ tab, label }) => {
        const params = new URLSearchParams(address);
        params.set('q', q);
        params.delete('show');
        if (tab !== 'latest') params.set('show', tab);
        const selected = tab === current;
        return (
          <Link
            key={tab}
            id={searchTabId(tab)}
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? searchPanelId : undefined}
            className={`${tabStyles.tab} ${selected ? tabStyles.tabActive : ''}`}
            to={`/search?${params}`}
            replace
          >
            {label}
          </Link>
        );
      })}
    </div>
  );
}
