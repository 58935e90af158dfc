import { CATEGORIES, CATEGORY_SWITCH_DELAY_MS, type CategoryValue, POST_MESSAGES } from '@campus/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useCallback } from 'react';
import { useAlert } from '../../components/ui/alerts/alert-provider';
import { CloseIcon } from '../../components/ui/icons';
import { useReturnFocus } from '../../lib/use-return-focus';
import styles from './composer.module.css';
import { COMPOSER_LABELS as L } from './composer-labels';
import type { DraftStore } from './draft-store';

/** Sets the draft's category; a change shows 'Category switched' (okay) after 200 ms (community §4). */
export function useChooseCategory(store: DraftStore) {
  const alert = useAlert();
  return useCallback(
    (category: CategoryValue) => {
      if (store.getSnapshot().category === category) return;
      store.update({ category });
      window.setTimeout(() => alert(POST_MESSAGES.categorySwitched, 'okay'), CATEGORY_SWITCH_DELAY_MS);
    },
    [store, alert],
  );
}

/** The 34 categories as toggle buttons; the chosen one is pressed. */
export function CategoryList({
  selected,
  onChoose,
}: {
  selected: CategoryValue | null;
  onChoose: (category: CategoryValue) => void;
}) {
  return (
    <ul className={styles.categoryList}>
      {CATEGORIES.map((c) => (
        <li key={c.value}>
          <button
            type="button"
            className={styles.categoryItem}
            aria-pressed={selected === c.value}
            onClick={() => onChoose(c.value)}
          >
            {c.text}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The category picker of the wide-screen composer (a dialog over the composer dialog). */
export function CategoryPicker({
  open,
  onOpenChange,
  store,
  selected,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  store: DraftStore;
  selected: CategoryValue | null;
}) {
  const choose = useChooseCategory(store);
  const focus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={`${styles.dialog} ${styles.pickerDialog}`}
          aria-describedby={undefined}
          {...focus}
        >
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>{L.chooseCategory}</Dialog.Title>
            <Dialog.Close className={styles.iconButton} aria-label={L.close}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <CategoryList
            selected={selected}
            onChoose={(category) => {
              choose(category);
              onOpenChange(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
