import { AD_TITLE_MAX, ADS_MESSAGES, type Ad } from '@campus/domain';
import { useId, useRef, useState } from 'react';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import { usePasteCut } from '../../../components/ui/text-field';
import styles from '../../../entities/ads/ads.module.css';
import { ADS_LABELS } from '../../../entities/ads/ads-labels';
import { adTitleErrorMessages } from '../ads-errors';
import { useRenameAd } from '../api/rename-ad';

/** The ad's title (max 50): Save Changes stays disabled while it is empty or unchanged. */
export function AdTitleForm({ ad }: { ad: Ad }) {
  const alert = useAlert();
  const rename = useRenameAd(ad.id);
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = useId();
  const title = draft ?? ad.title;
  // A paste that does not fit keeps what fits and says so.
  const paste = usePasteCut(title, AD_TITLE_MAX);
  const unchanged = title.trim() === ad.title || title.trim() === '';
  // A second tap before the button shows it is busy sends nothing more.
  const sending = useRef(false);
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (unchanged || sending.current) return;
    sending.current = true;
    // The saved title re-keys this form (a new one replaces it), so the answer is awaited here:
    // a mutate callback would not run once this form is gone, and the alert would be lost.
    rename.mutateAsync(title.trim()).then(
      () => {
        sending.current = false;
        setDraft(null);
        alert(ADS_MESSAGES.savedChanges, 'success');
      },
      (err: unknown) => {
        sending.current = false;
        for (const message of adTitleErrorMessages(err)) alert(message, 'danger');
      },
    );
  };
  return (
    <form className={styles.titleForm} onSubmit={onSubmit}>
      <label htmlFor={inputId} className={styles.label}>
        {ADS_LABELS.adTitle}
      </label>
      <div className={styles.titleRow}>
        <input
          id={inputId}
          className={styles.input}
          maxLength={AD_TITLE_MAX}
          value={title}
          onChange={(e) => setDraft(e.target.value)}
          onPaste={paste.onPaste}
          aria-describedby={paste.describedBy}
        />
        <Button type="submit" size="small" disabled={unchanged || rename.isPending}>
          {rename.isPending ? ADS_LABELS.processing : ADS_LABELS.saveChanges}
        </Button>
      </div>
      {paste.note}
    </form>
  );
}
