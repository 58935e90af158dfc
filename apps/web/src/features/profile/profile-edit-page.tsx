import { SETTINGS_MESSAGES as M, NAME_MAX } from '@campus/domain';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useAlert } from '../../components/ui/alerts/alert-provider';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { useSetViewer, useViewer } from '../../lib/session';
import { updateProfile } from './api';
import { BioField } from './bio-field';
import { PhotoPicker } from './photo-picker';
import styles from './profile.module.css';

/** /profile/edit: photo, first and last name (20 each), bio (160); Save sends only what changed. */
export function ProfileEditPage() {
  const viewer = useViewer();
  const alert = useAlert();
  const setViewer = useSetViewer();
  const [firstName, setFirstName] = useState(viewer?.firstName ?? '');
  const [lastName, setLastName] = useState(viewer?.lastName ?? '');
  const [bio, setBio] = useState(viewer?.bio ?? '');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = 'Edit Profile';
  }, []);
  if (viewer === null) return <Navigate to="/login" replace />;
  if (!viewer) return null;

  const changes: { firstName?: string; lastName?: string; bio?: string } = {};
  if (firstName.trim() !== viewer.firstName) changes.firstName = firstName.trim();
  if (lastName.trim() !== viewer.lastName) changes.lastName = lastName.trim();
  if (bio.trim() && bio.trim() !== (viewer.bio ?? '')) changes.bio = bio.trim();
  const changed = Object.keys(changes).length > 0;

  const onSave = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!changed) return;
    setBusy(true);
    try {
      const { user } = await updateProfile(changes);
      setViewer(user);
      alert(M.profileUpdated, 'success');
    } catch (err) {
      alert(err instanceof ApiError ? err.message : M.somethingWentWrong, 'danger');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={onSave} noValidate>
        <h1 className={styles.title}>Edit Profile</h1>
        <PhotoPicker viewer={viewer} />
        <label className={styles.field}>
          First name
          <input
            className={styles.input}
            maxLength={NAME_MAX}
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
        </label>
        <label className={styles.field}>
          Last name
          <input
            className={styles.input}
            maxLength={NAME_MAX}
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </label>
        <BioField value={bio} onChange={setBio} />
        <Button type="submit" block disabled={busy || !changed}>
          {busy ? 'Processing...' : 'Save'}
        </Button>
      </form>
    </div>
  );
}
