import { ADS_MESSAGES, type Ad } from '@campus/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import styles from '../../../entities/ads/ads.module.css';
import { ADS_LABELS } from '../../../entities/ads/ads-labels';
import { refusalSentence } from '../../../lib/api-client';
import { useDeleteAd } from '../api/delete-ad';
import { usePauseAd } from '../api/pause-ad';
import { useResumeAd } from '../api/resume-ad';
import { useStopAd } from '../api/stop-ad';

type Confirming = 'pause' | 'stop' | 'delete' | null;

/** The server's reason for a refused change (e.g. 'Only active ads can be paused'), else `fallback`. */
const reason = (err: unknown, fallback: string) => refusalSentence(err, fallback);

/**
 * Pause Ad (active, confirmed), Resume (paused), Stop (active or paused, confirmed, final) and Delete
 * (confirmed), with the spec's alerts (accounts-and-money §4.6, §8).
 */
export function AdActions({ ad }: { ad: Ad }) {
  const alert = useAlert();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const pause = usePauseAd();
  const resume = useResumeAd();
  const stop = useStopAd();
  const remove = useDeleteAd();
  const busy = pause.isPending || resume.isPending || stop.isPending || remove.isPending;
  const done = (msg: string) => () => {
    setConfirming(null);
    alert(msg, 'success');
  };
  const failed = (fallback: string) => (err: unknown) => {
    setConfirming(null);
    alert(reason(err, fallback), 'danger');
  };

  return (
    <div className={styles.actions}>
      {ad.status === 'active' && (
        <Button size="small" variant="secondary" disabled={busy} onClick={() => setConfirming('pause')}>
          {ADS_MESSAGES.pauseAd}
        </Button>
      )}
      {ad.status === 'paused' && (
        <Button
          size="small"
          disabled={busy}
          onClick={() =>
            resume.mutate(ad.id, {
              onSuccess: done(ADS_MESSAGES.resumed),
              onError: failed(ADS_MESSAGES.pauseFailed),
            })
          }
        >
          {ADS_LABELS.resume}
        </Button>
      )}
      {(ad.status === 'active' || ad.status === 'paused') && (
        <Button size="small" variant="secondary" disabled={busy} onClick={() => setConfirming('stop')}>
          {ADS_LABELS.stop}
        </Button>
      )}
      <Button size="small" variant="secondary" disabled={busy} onClick={() => setConfirming('delete')}>
        {ADS_LABELS.delete}
      </Button>
      <ConfirmDialog
        open={confirming === 'pause'}
        title={ADS_LABELS.pauseTitle}
        text={ADS_LABELS.pauseText}
        confirmLabel={ADS_MESSAGES.pauseAd}
        busy={pause.isPending}
        onConfirm={() =>
          pause.mutate(ad.id, {
            onSuccess: done(ADS_MESSAGES.paused),
            onError: failed(ADS_MESSAGES.pauseFailed),
          })
        }
        onOpenChange={(open) => !open && setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'stop'}
        title={ADS_LABELS.stopTitle}
        text={ADS_LABELS.stopText}
        confirmLabel={ADS_LABELS.stop}
        busy={stop.isPending}
        onConfirm={() =>
          stop.mutate(ad.id, {
            onSuccess: done(ADS_MESSAGES.stopped),
            onError: failed(ADS_MESSAGES.stopFailed),
          })
        }
        onOpenChange={(open) => !open && setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title={ADS_LABELS.deleteTitle}
        text={ADS_LABELS.deleteText}
        confirmLabel={ADS_LABELS.delete}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(ad.id, {
            onSuccess: () => {
              setConfirming(null);
              navigate('/ads', { replace: true });
            },
            onError: failed(ADS_MESSAGES.somethingWentWrong),
          })
        }
        onOpenChange={(open) => !open && setConfirming(null)}
      />
    </div>
  );
}
