import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BackIcon } from '../../components/ui/icons';
import { CategoryList, useChooseCategory } from './category-picker';
import styles from './composer.module.css';
import { COMPOSER_LABELS as L } from './composer-labels';
import { postDraftStore } from './draft-store';

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
  useEffect(() => {
    document.title = L.chooseCategory;
  }, []);
  const back = () => (location.key === 'default' ? navigate('/create/post') : navigate(-1));
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <button type="button" className={styles.iconButton} aria-label={L.back} onClick={back}>
          <BackIcon />
        </button>
        <h1 className={styles.pageTitle}>{L.chooseCategory}</h1>
      </header>
      <CategoryList
        selected={draft.category}
        onChoose={(category) => {
          choose(category);
          back();
        }}
      />
    </div>
  );
}
