import { ADS_MESSAGES, BOOST_SUCCESS_POLL_LIMIT_MS } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Spinner } from '../../../components/ui/spinner';
import { setAdAlertFlag } from '../../../entities/ads/ad-alert-flags';
import { ADS_LABELS } from '../../../entities/ads/ads-labels';
import { refreshAfterPayment } from '../api/ad-keys';
import { useCancelBoostSession } from '../api/cancel-boost-session';
import { isBoostSettled, useBoostSessionQuery } from '../api/get-boost-session';
import styles from '../boost.module.css';

/**
 * /post/{id}/boost/success?session_id=: waits while the payment is confirmed (the poll fulfils a paid
 * session), then goes to the post with 'Success! Your ad is running..' once the ad runs or is gone.
 * After BOOST_SUCCESS_POLL_LIMIT_MS it gives up with 'Failed to activate ad'.
 */
export function BoostSuccessPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const navigate = useNavigate();
  const alert = useAlert();
  const client = useQueryClient();
  const [timedOut, setTimedOut] = useState(false);
  const session = useBoostSessionQuery(sessionId, !timedOut);
  const settled = isBoostSettled(session.data);
  const failed = timedOut || session.isError || sessionId === '';

  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), BOOST_SUCCESS_POLL_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const left = useRef(false);
  useEffect(() => {
    if ((!settled && !failed) || left.current) return;
    left.current = true;
    refreshAfterPayment(client, id);
    const data = session.data;
    if (settled && data?.adId === null) alert(ADS_MESSAGES.adDeleted, 'danger');
    else if (settled) setAdAlertFlag('actived_ad');
    else alert(ADS_MESSAGES.activateFailed, 'danger');
    navigate(`/post/${data?.postId ?? id}`, { replace: true });
  }, [settled, failed, session.data, client, id, navigate, alert]);

  return (
    <section className={styles.waiting} aria-live="polite">
      <Spinner label={ADS_LABELS.waitingTitle} />
      <h1 className={styles.title}>{ADS_LABELS.waitingTitle}</h1>
      <p>{ADS_LABELS.waitingText}</p>
    </section>
  );
}

/**
 * /post/{id}/boost/cancel?session_id=: the unpaid ad is deleted, then the post shows 'Cancelled boost
 * post request'.
 */
export function BoostCancelPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const navigate = useNavigate();
  const client = useQueryClient();
  const { mutate } = useCancelBoostSession();
  const started = useRef(false); // StrictMode runs effects twice
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const leave = (postId: string) => {
      refreshAfterPayment(client, postId);
      navigate(`/post/${postId}`, { replace: true });
    };
    if (!sessionId) return leave(id);
    mutate(sessionId, {
      onSuccess: (r) => {
        setAdAlertFlag('cancelled_ad');
        leave(r.postId);
      },
      onError: (err) => {
        console.warn('Cancelling the boost failed', err);
        leave(id);
      },
    });
  }, [sessionId, id, mutate, navigate, client]);
  return (
    <section className={styles.waiting} aria-live="polite">
      <Spinner label={ADS_LABELS.cancelling} />
    </section>
  );
}
