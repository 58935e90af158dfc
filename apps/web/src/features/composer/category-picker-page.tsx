import { useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BackIcon } from '../../components/ui/icons';
import { CategoryList, useChooseCategory } from '../../entities/composer/category-picker';
import { COMPOSER_LABELS as L } from '../../entities/composer/composer-labels';
import { postDraftStore } from '../../entities/composer/draft-store';
import { usePostDraftPersistence } from '../../entities/composer/use-composer';
import { ComposerPage } from './composer-page';

/**
 * /create/categories (mobile): the category picker as a page. It writes the post draft's category
 * into `postDraftStore` (module level, so the draft and its uploads survive the visit) and goes back
 * to the composer page it came from, or to /create/post when opened directly.
 */
export function CategoryPickerPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const draft = useSyncExternalStore(postDraftStore.subscribe, postDraftStore.getSnapshot);
  const choose = useChooseCategory(postDraftStore);
  usePostDraftPersistence();
  const back = () => (location.key === 'default' ? navigate('/create/post') : navigate(-1));
  return (
    <ComposerPage title={L.chooseCategory} button={{ label: L.back, icon: <BackIcon />, onClick: back }}>
      <CategoryList
        selected={draft.category}
        onChoose={(category) => {
          choose(category);
          back();
        }}
      />
    </ComposerPage>
  );
}
