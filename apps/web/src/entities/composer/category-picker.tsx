import { CATEGORY_SWITCH_DELAY_MS, type CategoryValue, POST_MESSAGES } from '@campus/domain';
import { useCallback } from 'react';
import { CategoryPicker as ListingCategoryPicker } from '../../components/listing-form/category-picker';
import { useAlert } from '../../components/ui/alerts/alert-provider';
import { COMPOSER_LABELS as L } from './composer-labels';
import type { DraftStore } from './draft-store';

export { CategoryList } from '../../components/listing-form/category-picker';

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
  return (
    <ListingCategoryPicker
      open={open}
      onOpenChange={onOpenChange}
      title={L.chooseCategory}
      closeLabel={L.close}
      selected={selected}
      onChoose={choose}
    />
  );
}
