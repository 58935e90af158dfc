import { SEARCH_MESSAGES } from '@campus/domain';
import { useId } from 'react';
import { CloseIcon, SearchIcon } from '../../../components/ui/icons';
import { useRemoveRecentSearch } from '../api/remove-recent-search';
import { SEARCH_LABELS } from '../search-labels';
import type { SearchOption, SearchOptions } from '../search-options';
import styles from './search-bar.module.css';

interface ListProps {
  id: string;
  hidden: boolean;
  options: SearchOptions;
  active: number;
  optionId: (index: number) => string;
  signedIn: boolean;
  onHighlight: (index: number) => void;
  onChoose: (option: SearchOption) => void;
  onClearAll: () => void;
}

/**
 * The search bar's listbox: Suggestions, Popular searches and My Recent as groups of options. The
 * input keeps focus (aria-activedescendant); a recent search's remove button and Clear all sit
 * beside the options and are reached with Tab.
 */
export function SearchOptionList(props: ListProps) {
  const { options } = props;
  const remove = useRemoveRecentSearch();
  const ids = { suggestions: useId(), popular: useId(), recent: useId() };
  const offsetPopular = options.suggestions.length;
  const offsetRecent = offsetPopular + options.popular.length;
  const option = (item: SearchOption, index: number) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
    <div
      id={props.optionId(index)}
      role="option"
      tabIndex={-1}
      aria-selected={index === props.active}
      className={`${styles.option} ${index === props.active ? styles.optionActive : ''}`}
      onMouseDown={(e) => e.preventDefault()}
      onMouseEnter={() => props.onHighlight(index)}
      onClick={() => props.onChoose(item)}
    >
      <SearchIcon className={styles.optionIcon} aria-hidden="true" />
      <span className={styles.optionText}>{item.text}</span>
    </div>
  );
  return (
    <div id={props.id} role="listbox" aria-label={SEARCH_LABELS.searchOptions} hidden={props.hidden}>
      {options.suggestions.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a group of a listbox's options, not of form fields
        <div role="group" aria-label={SEARCH_LABELS.suggestions} className={styles.group}>
          {options.suggestions.map((s, i) => (
            <div role="none" key={s.key}>
              {option(s, i)}
            </div>
          ))}
        </div>
      )}
      {options.popular.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a group of a listbox's options, not of form fields
        <div role="group" aria-labelledby={ids.popular} className={styles.group}>
          <div role="none" className={styles.groupHead}>
            <span id={ids.popular}>{SEARCH_MESSAGES.popularSearches}</span>
          </div>
          {options.popular.map((p, i) => (
            <div role="none" key={p.key}>
              {option(p, offsetPopular + i)}
            </div>
          ))}
        </div>
      )}
      {props.signedIn && options.recent.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a group of a listbox's options, not of form fields
        <div role="group" aria-labelledby={ids.recent} className={styles.group}>
          <div role="none" className={styles.groupHead}>
            <span id={ids.recent}>{SEARCH_MESSAGES.myRecent}</span>
            <button type="button" className={styles.linkButton} onClick={props.onClearAll}>
              {SEARCH_MESSAGES.clearAll}
            </button>
          </div>
          {options.recent.map((r, i) => (
            <div role="none" key={r.key} className={styles.recentRow}>
              {option(r, offsetRecent + i)}
              <button
                type="button"
                className={styles.remove}
                aria-label={SEARCH_LABELS.removeRecent(r.text)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => r.kind === 'recent' && remove.mutate(r.id)}
              >
                <CloseIcon width={16} height={16} aria-hidden="true" />
              </button>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
