import { SETTINGS_MESSAGES as M } from '@campus/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import form from '../../components/ui/form.module.css';
import { useViewer } from '../../lib/session';
import { updateProfile } from './api';
import { BioField } from './bio-field';
import { useSaveProfileAction } from './hooks/use-save-profile';
import { PhotoPicker } from './photo-picker';
import styles from './profile.module.css';

const STEPS = ['Profile picture', 'Bio', 'Finished'] as const;

/** The finish button's label and target by where the user came from (?goBack=). */
export function finishOf(goBack: string | null, username: string): { label: string; to: string } {
  if (goBack === 'post') return { label: 'Continue Posting', to: '/home?compose=1' };
  if (goBack === 'home') return { label: 'Back to Home', to: '/home' };
  if (goBack === 'profile') return { label: 'Back to Profile', to: `/${username}` };
  return { label: 'Continue', to: '/home' };
}

/** /profile/set-up?goBack=: picture, bio, finished. The profile is set up once both exist. */
export function ProfileSetupPage() {
  const viewer = useViewer();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const { busy, save } = useSaveProfileAction(updateProfile, () => setStep(2));
  const [bio, setBio] = useState(viewer?.bio ?? '');
  useEffect(() => {
    document.title = 'Set up your profile';
  }, []);
  if (!viewer) return null;
  const finish = finishOf(params.get('goBack'), viewer.username);

  const saveBio = () => {
    if (!bio.trim()) return;
    if (bio.trim() === (viewer.bio ?? '')) return setStep(2);
    save({ bio: bio.trim() });
  };

  return (
    <div className={form.page}>
      <div className={form.card}>
        <h1 className={form.title}>Set up your profile</h1>
        <ol className={styles.steps} aria-label="Steps">
          {STEPS.map((name, i) => (
            <li
              key={name}
              className={i === step ? styles.stepCurrent : undefined}
              aria-current={i === step ? 'step' : undefined}
            >
              {i + 1}. {name}
            </li>
          ))}
        </ol>
        {step === 0 && (
          <>
            <h2>Pick a profile picture</h2>
            <PhotoPicker viewer={viewer} />
            <Button block disabled={!viewer.img} onClick={() => setStep(1)}>
              Next
            </Button>
          </>
        )}
        {step === 1 && (
          <>
            <h2>Add a bio</h2>
            <BioField value={bio} onChange={setBio} />
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setStep(0)}>
                Back
              </Button>
              <Button block disabled={busy || !bio.trim()} onClick={saveBio}>
                {busy ? 'Processing...' : 'Next'}
              </Button>
            </div>
          </>
        )}
        {step === 2 && (
          <>
            <h2>You're all set</h2>
            <p className={styles.done}>
              {viewer.profileSetUp ? 'Your profile is complete.' : M.profileIncomplete}
            </p>
            <Button block onClick={() => navigate(finish.to)}>
              {finish.label}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
