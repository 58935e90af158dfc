import { type CategoryValue, LISTING_CATEGORIES } from '@campus/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { useReturnFocus } from '../../lib/use-return-focus';
import { CloseIcon } from '../ui/icons';
import styles from './listing-form.module.css';

/** A listing's categories as toggle buttons, the chosen one pressed ('All' is a feed filter, not offered). */
export function CategoryList({
  selected,
  onChoose,
}: {
  selected: CategoryValue | null;
  onChoose: (category: CategoryValue) => void;
}) {
  return (
    <ul className={styles.categoryList}>
      {LISTING_CATEGORIES.map((c) => (
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

/** The category list as a dialog over a listing's form (the wide composer, the Edit dialog). */
export function CategoryPicker({
  open,
  onOpenChange,
  title,
  closeLabel,
  selected,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  selected: CategoryValue | null;
  onChoose: (category: CategoryValue) => void;
}) {
  const focus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined} {...focus}>
          <div className={styles.dialogHeader}>
            <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
            <Dialog.Close className={styles.iconButton} aria-label={closeLabel}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <CategoryList
            selected={selected}
            onChoose={(category) => {
              onChoose(category);
              onOpenChange(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
