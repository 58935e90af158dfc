import {
  AD_URL_MAX,
  ADS_MESSAGES,
  BOOST_MAX_DAYS,
  BOOST_MIN_DAYS,
  CTA_LABELS,
  CTA_TYPES,
} from '@campus/domain';
import { useEffect, useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import formStyles from '../../../components/ui/form.module.css';
import { RadioChoices } from '../../../components/ui/radio-choices';
import { Spinner } from '../../../components/ui/spinner';
import { usePasteCut } from '../../../components/ui/text-field';
import { setAdAlertFlag } from '../../../entities/ads/ad-alert-flags';
import { ADS_LABELS } from '../../../entities/ads/ads-labels';
import { ApiError, refusalSentence } from '../../../lib/api-client';
import { newClientKey } from '../../../lib/client-key';
import { useViewer } from '../../../lib/session';
import { boostErrorMessages } from '../ads-errors';
import { useCreateBoost } from '../api/create-boost';
import { useBoostPageQuery } from '../api/get-boost-page';
import styles from '../boost.module.css';
import {
  type BoostFormState,
  boostBodyOf,
  boostFormErrors,
  boostPriceText,
  boostReachText,
  initialBoostForm,
} from '../boost-form-state';

/**
 * /post/{id}/boost (accounts-and-money §2.3, §5 Boost): the owner picks a goal (message, profile or
 * website with its URL and button label) and 1–30 days or daily until paused, sees the price and the
 * estimated reach, and goes to the checkout. An already boosted post goes back to the post.
 */
export function BoostPage() {
  const { id = '' } = useParams();
  const viewer = useViewer();
  const alert = useAlert();
  const navigate = useNavigate();
  const page = useBoostPageQuery(id, Boolean(viewer));
  const error = page.error instanceof ApiError ? page.error : null;

  const failed = viewer === null || (page.isError && error?.code !== 'already_boosted');
  // A suspended member, a sold post or someone else's post: the server's reason; else boostFailed.
  const failure =
    viewer === null ? ADS_MESSAGES.boostFailed : refusalSentence(page.error, ADS_MESSAGES.boostFailed);
  useEffect(() => {
    if (error?.code === 'already_boosted') {
      setAdAlertFlag('already_boosted');
      navigate(`/post/${id}`, { replace: true });
    } else if (failed) alert(failure, 'danger');
  }, [error, failed, failure, id, navigate, alert]);

  if (!failed && !page.data) return <Spinner label="Loading the post" />;
  if (failed || !page.data) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{ADS_LABELS.boostTitle}</h1>
        <p role="alert">{failure}</p>
      </section>
    );
  }
  return <BoostForm postId={id} postText={page.data.post.plainText} />;
}

function BoostForm({ postId, postText }: { postId: string; postText: string }) {
  const alert = useAlert();
  const [form, setForm] = useState<BoostFormState>(initialBoostForm);
  // One key for this boost: taps and retries until it lands make one ad and one checkout.
  const [clientKey, setClientKey] = useState(newClientKey);
  const create = useCreateBoost(postId, setClientKey);
  const [showErrors, setShowErrors] = useState(false);
  const ids = { days: useId(), url: useId(), label: useId(), urlError: useId(), labelError: useId() };
  const errors = showErrors ? boostFormErrors(form) : {};
  // A pasted address that does not fit keeps what fits and says so.
  const urlPaste = usePasteCut(form.url, AD_URL_MAX);
  const change = (patch: Partial<BoostFormState>) => setForm((f) => ({ ...f, ...patch }));

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = boostFormErrors(form);
    if (Object.keys(found).length > 0) {
      setShowErrors(true);
      return alert(Object.values(found)[0]!, 'danger');
    }
    create.mutate(
      { ...boostBodyOf(form), clientKey },
      {
        onSuccess: ({ checkoutUrl }) => {
          setClientKey(newClientKey());
          alert(ADS_MESSAGES.processing, 'okay');
          window.location.assign(checkoutUrl);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'validation_error') setShowErrors(true);
          for (const message of boostErrorMessages(err)) alert(message, 'danger');
        },
      },
    );
  };

  return (
    <section className={styles.page} aria-labelledby="boost-title">
      <h1 id="boost-title" className={styles.title}>
        {ADS_LABELS.boostTitle}
      </h1>
      {postText && <p className={styles.postText}>{postText}</p>}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <RadioChoices
          legend={ADS_LABELS.goal}
          name="goal"
          options={CTA_TYPES}
          labels={ADS_LABELS.goals}
          value={form.goal}
          onChange={(goal) => change({ goal })}
        />
        {form.goal === 'website' && (
          <>
            <div className={formStyles.field}>
              <label htmlFor={ids.url}>{ADS_LABELS.website}</label>
              <input
                id={ids.url}
                className={formStyles.input}
                type="url"
                inputMode="url"
                placeholder="https://www.example.com"
                maxLength={AD_URL_MAX}
                value={form.url}
                aria-invalid={Boolean(errors.url)}
                aria-describedby={errors.url ? ids.urlError : urlPaste.describedBy}
                onChange={(e) => change({ url: e.target.value })}
                onPaste={urlPaste.onPaste}
              />
              {urlPaste.note}
              {errors.url && (
                <p id={ids.urlError} className={formStyles.error}>
                  {errors.url}
                </p>
              )}
            </div>
            <div className={formStyles.field}>
              <label htmlFor={ids.label}>{ADS_LABELS.buttonLabel}</label>
              <select
                id={ids.label}
                className={formStyles.input}
                value={form.label}
                aria-invalid={Boolean(errors.label)}
                aria-describedby={errors.label ? ids.labelError : undefined}
                onChange={(e) => change({ label: e.target.value })}
              >
                {CTA_LABELS.map((label) => (
                  <option key={label} value={label}>
                    {label}
                  </option>
                ))}
              </select>
              {errors.label && (
                <p id={ids.labelError} className={formStyles.error}>
                  {errors.label}
                </p>
              )}
            </div>
          </>
        )}
        <fieldset className={formStyles.fieldset}>
          <legend className={formStyles.legend}>{ADS_LABELS.duration}</legend>
          <label className={formStyles.choice}>
            <input
              type="radio"
              name="duration"
              checked={!form.runUntilPause}
              onChange={() => change({ runUntilPause: false })}
            />
            {ADS_LABELS.fixedDuration}
          </label>
          {!form.runUntilPause && (
            <div className={styles.slider}>
              <label htmlFor={ids.days}>{ADS_LABELS.daysLabel}</label>
              <input
                id={ids.days}
                type="range"
                min={BOOST_MIN_DAYS}
                max={BOOST_MAX_DAYS}
                step={1}
                value={form.days}
                aria-valuetext={ADS_LABELS.days(form.days)}
                onChange={(e) => change({ days: Number(e.target.value) })}
              />
              <output htmlFor={ids.days} className={styles.sliderValue}>
                {ADS_LABELS.days(form.days)}
              </output>
            </div>
          )}
          <label className={formStyles.choice}>
            <input
              type="radio"
              name="duration"
              checked={form.runUntilPause}
              onChange={() => change({ runUntilPause: true })}
            />
            {ADS_LABELS.untilPaused}
          </label>
        </fieldset>
        <dl className={styles.summary}>
          <div>
            <dt>{ADS_LABELS.price}</dt>
            <dd>{boostPriceText(form)}</dd>
          </div>
          <div>
            <dt>{ADS_LABELS.reach}</dt>
            <dd>
              {boostReachText(form)} {ADS_LABELS.reachUnit}
            </dd>
          </div>
        </dl>
        <Button type="submit" block disabled={create.isPending || create.isSuccess}>
          {create.isPending || create.isSuccess ? ADS_LABELS.processing : ADS_LABELS.pay}
        </Button>
      </form>
    </section>
  );
}
