import { SETTINGS_MESSAGES as M, type Viewer } from '@campus/domain';
import { useId } from 'react';
import { useAlert } from '../../components/ui/alerts/alert-provider';
import { uploadProfilePhoto } from './api';
import { useSaveProfileAction } from './hooks/use-save-profile';
import styles from './profile.module.css';

const ACCEPT = 'image/jpeg,image/png,image/gif';

/** The profile photo and a control to change it (jpeg, jpg, png or gif; judged again on the server). */
export function PhotoPicker({ viewer }: { viewer: Viewer }) {
  const alert = useAlert();
  const { busy, save } = useSaveProfileAction(uploadProfilePhoto, () => alert(M.profileUpdated, 'success'));
  const inputId = useId();
  const onChange = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!/^image\/(jpeg|png|gif)$/.test(file.type)) return alert(M.onlyPhotos, 'danger');
    save(file);
  };
  return (
    <div className={styles.avatarRow}>
      {viewer.img ? (
        <img className={styles.avatar} src={viewer.img} alt="Your profile" width={96} height={96} />
      ) : (
        <div className={styles.avatar} role="img" aria-label="No profile photo yet" />
      )}
      <label className={styles.fileLabel} htmlFor={inputId}>
        {busy ? 'Processing...' : viewer.img ? 'Change photo' : 'Choose a photo'}
        <input
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept={ACCEPT}
          onChange={onChange}
          disabled={busy}
        />
      </label>
    </div>
  );
}
