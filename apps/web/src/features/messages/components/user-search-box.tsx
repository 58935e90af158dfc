import { type Author, CHAT_MESSAGES, moveHighlight, POST_MESSAGES } from '@campus/domain';
import { type KeyboardEvent, useId, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { fullName, searchTermOf } from '../../../entities/messages/message-rules';
import { MESSAGES_LABELS } from '../../../entities/messages/messages-labels';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useUserSearch } from '../api/search-users';
import styles from '../new-message.module.css';

const SEARCH_PAUSE_MS = 250;

/**
 * The new-message recipient box (community §5): a combobox that searches campus members above 1
 * character; arrow keys move the highlight with wrap-around; Enter picks the highlighted person, or
 * with none highlighted and text typed shows the browser alert 'Please select a user!'.
 */
export function UserSearchBox({ onChoose }: { onChoose: (user: Author) => void }) {
  const [text, setText] = useState('');
  const [highlight, setHighlight] = useState(-1);
  const term = useDebouncedValue(searchTermOf(text), SEARCH_PAUSE_MS);
  const search = useUserSearch(term);
  const users = searchTermOf(text) === null ? [] : (search.data ?? []);
  const active = highlight < users.length ? highlight : -1;
  const inputId = useId();
  const listId = useId();
  const optionId = (i: number) => `${listId}-${i}`;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setHighlight(moveHighlight(active, users.length, e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const chosen = users[active];
      if (chosen) onChoose(chosen);
      else if (text.trim() !== '') window.alert(CHAT_MESSAGES.selectUser);
    } else if (e.key === 'Escape') {
      setHighlight(-1);
    }
  };

  return (
    <div className={styles.search}>
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {MESSAGES_LABELS.to}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          aria-expanded={users.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={MESSAGES_LABELS.searchPeople}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setHighlight(-1);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div id={listId} role="listbox" aria-label={MESSAGES_LABELS.people} className={styles.results}>
        {users.map((user, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
          <div
            key={user.id}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className={`${styles.option} ${i === active ? styles.optionActive : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setHighlight(i)}
            onClick={() => onChoose(user)}
          >
            <Avatar person={user} size={40} />
            <span className={styles.optionText}>
              <span className={styles.optionName}>{fullName(user)}</span>
              <span className={styles.optionUsername}>@{user.username}</span>
            </span>
          </div>
        ))}
      </div>
      {term !== null && search.isSuccess && !search.isPlaceholderData && users.length === 0 && (
        <p className={styles.none} role="status">
          {POST_MESSAGES.noUsers}
        </p>
      )}
    </div>
  );
}
