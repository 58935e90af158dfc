import { SETTINGS_MESSAGES as M, NAME_MAX } from '@campus/domain';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useAlert } from '../../components/ui/alerts/alert-provider';
import { Button } from '../../components/ui/button';
import form from '../../components/ui/form.module.css';
import { TextField } from '../../components/ui/text-field';
import { useViewer } from '../../lib/session';
import { updateProfile } from './api';
import { BioField } from './bio-field';
import { useSaveProfileAction } from './hooks/use-save-profile';
import { PhotoPicker } from './photo-picker';

/** /profile/edit: photo, first and last name (20 each), bio (160); Save sends only what changed. */
export function ProfileEditPage() {
  const viewer = useViewer();
  const alert = useAlert();
  const { busy, save } = useSaveProfileAction(updateProfile, () => alert(M.profileUpdated, 'success'));
  const [firstName, setFirstName] = useState(viewer?.firstName ?? '');
  const [lastName, setLastName] = useState(viewer?.lastName ?? '');
  const [bio, setBio] = useState(viewer?.bio ?? '');
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
  const names = [
    { label: 'First name', value: firstName, set: setFirstName },
    { label: 'Last name', value: lastName, set: setLastName },
  ];

  const onSave = (e: React.FormEvent) => {
    e.preventDefault();
    if (!changed) return;
    save(changes);
  };

  return (
    <div className={form.page}>
      <form className={form.card} onSubmit={onSave} noValidate>
        <h1 className={form.title}>Edit Profile</h1>
        <PhotoPicker viewer={viewer} />
        {names.map(({ label, value, set }) => (
          <TextField key={label} label={label} maxLength={NAME_MAX} value={value} onValueChange={set} />
        ))}
        <BioField value={bio} onChange={setBio} />
        <Button type="submit" block disabled={busy || !changed}>
          {busy ? 'Processing...' : 'Save'}
        </Button>
      </form>
    </div>
  );
}
