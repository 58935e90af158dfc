import { moveHighlight, normalizeSearchText, SEARCH_MESSAGES } from '@campus/domain';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useConfirmedMutation } from '../../../components/ui/confirm-dialog';
import { SearchIcon } from '../../../components/ui/icons';
import { useViewer } from '../../../lib/session';
import { useSiteCampus } from '../../../lib/site-campus';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useClearRecentSearches } from '../api/clear-recent-searches';
import { useSearchBarOptions } from '../hooks/use-search-bar-options';
import { useSubmitSearch } from '../hooks/use-submit-search';
import { useWarnOnError } from '../hooks/use-warn-on-error';
import { SEARCH_LABELS } from '../search-labels';
import styles from './search-bar.module.css';
import { SearchOptionList } from './search-option-list';

/** Suggestions are asked once typing pauses this long. */
const SUGGEST_PAUSE_MS = 150;

/**
 * The search bar (community §2 Search bar). On a campus: a combobox whose dropdown opens on focus
 * with live suggestions, up to 4 popular searches and, for members, My Recent (remove one, Clear
 * all). Arrow keys move the highlight with wrap-around; Enter searches the highlighted option or
 * the typed text (blank text is ignored); Escape closes. On the hub it only leads to /search_schools.
 */
export function SearchBar({ className }: { className?: string }) {
  const campus = useSiteCampus();
  return campus.isHub ? <HubSearchBox className={className} /> : <SearchCombobox className={className} />;
}

function HubSearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const go = () => navigate('/search_schools', { replace: pathname === '/search_schools' });
  return (
    <search className={className}>
      <form
        className={styles.field}
        onSubmit={(e) => {
          e.preventDefault();
          go();
        }}
      >
        <SearchIcon className={styles.icon} aria-hidden="true" />
        <input
          className={styles.input}
          type="search"
          aria-label={SEARCH_LABELS.search}
          placeholder={SEARCH_MESSAGES.placeholder}
          onFocus={() => pathname !== '/search_schools' && go()}
          autoComplete="off"
        />
      </form>
    </search>
  );
}

function SearchCombobox({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const urlQuery = pathname === '/search' ? (params.get('q') ?? '') : '';
  const [text, setText] = useState(urlQuery);
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const signedIn = Boolean(useViewer());
  const boxRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const term = useDebouncedValue(normalizeSearchText(text), SUGGEST_PAUSE_MS);
  const { options, error } = useSearchBarOptions(text, open ? term : '', open);
  useWarnOnError(error, 'Search suggestions failed to load');
  const submit = useSubmitSearch();
  const confirmClear = useConfirmedMutation(useClearRecentSearches(), undefined, {
    title: SEARCH_MESSAGES.clearAllTitle,
    text: SEARCH_MESSAGES.clearAllText,
    confirmLabel: SEARCH_MESSAGES.clear,
  });

  // The box shows the searched text on /search, and follows it when the address changes.
  useEffect(() => setText(urlQuery), [urlQuery]);

  const active = highlight < options.all.length ? highlight : -1;
  const optionId = (i: number) => `${listId}-${i}`;
  const expanded = open && options.all.length > 0;
  const showHint = open && options.all.length === 0 && normalizeSearchText(text) === '';

  const search = (value: string) => {
    if (!submit(value)) return;
    setText(value.trim());
    setOpen(false);
    setHighlight(-1);
    inputRef.current?.blur();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setHighlight(moveHighlight(active, options.all.length, e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      setHighlight(-1);
    }
  };

  // Focus moving to the remove or Clear all buttons keeps the dropdown; leaving the box closes it.
  const onBlur = (e: FocusEvent) => {
    if (!boxRef.current?.contains(e.relatedTarget as Node | null)) {
      setOpen(false);
      setHighlight(-1);
    }
  };

  return (
    <search
      ref={boxRef}
      className={`${styles.box} ${className ?? ''}`}
      onBlur={onBlur}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && e.target !== inputRef.current) {
          setOpen(false);
          inputRef.current?.focus();
        }
      }}
    >
      <form
        className={styles.field}
        onSubmit={(e) => {
          e.preventDefault();
          search(expanded && active >= 0 ? (options.all[active]?.text ?? text) : text);
        }}
      >
        <SearchIcon className={styles.icon} aria-hidden="true" />
        <input
          ref={inputRef}
          className={styles.input}
          type="text"
          enterKeyHint="search"
          role="combobox"
          aria-label={SEARCH_LABELS.search}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={SEARCH_MESSAGES.placeholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setHighlight(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </form>
      <div className={styles.popup} hidden={!expanded && !showHint}>
        <SearchOptionList
          id={listId}
          hidden={!expanded}
          options={options}
          active={active}
          optionId={optionId}
          signedIn={signedIn}
          onHighlight={setHighlight}
          onChoose={(option) => search(option.text)}
          onClearAll={confirmClear.open}
        />
        {showHint && <p className={styles.hint}>{SEARCH_MESSAGES.startTyping}</p>}
      </div>
      {confirmClear.dialog}
    </search>
  );
}
