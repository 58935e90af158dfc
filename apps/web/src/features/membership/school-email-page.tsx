import { SETTINGS_MESSAGES as M, validateSchoolEmail } from '@campus/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAlert } from '../../components/ui/alerts/alert-provider';
import { Button } from '../../components/ui/button';
import styles from '../../components/ui/form.module.css';
import { EmailField } from '../../components/ui/text-field';
import { useCampusesQuery } from '../../entities/campus';
import { useViewer } from '../../lib/session';
import { useSiteCampus } from '../../lib/site-campus';
import { useAction } from '../../lib/use-action';
import { sendSchoolCode } from './api';

/** The title of the school e-mail page: joining, or changing an address already set. */
export function schoolEmailTitle(schoolEmail: string | null | undefined): string {
  return schoolEmail ? M.changeSchoolEmail : M.joinYourCampus;
}

/**
 * /settings/school_email (optional ?campus= on the hub): a school address of the campus; the code
 * goes there and the PIN page confirms it.
 */
export function SchoolEmailPage() {
  const viewer = useViewer();
  const site = useSiteCampus();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const alert = useAlert();
  const campusId = site.isHub ? (params.get('campus') ?? undefined) : site.id;
  // On a campus its own site answer has its domains; on the hub the campus list (campuses are added
  // without a deploy, so never the code's catalogue).
  const { data: campuses } = useCampusesQuery(site.isHub && campusId !== undefined);
  const campus = site.isHub ? campuses?.find((c) => c.id === campusId) : site;
  const [email, setEmail] = useState('');
  const send = useAction({
    mutationFn: sendSchoolCode,
    onSuccess: (_, sent) => {
      alert(M.emailSent, 'okay');
      const q = new URLSearchParams({
        email: sent.email.toLowerCase(),
        ...(campusId ? { campus: campusId } : {}),
      });
      navigate(`/settings/account/verify_school_email?${q}`);
    },
    onRefusal: (sentence) => alert(sentence, 'danger'),
    unexpected: M.somethingWentWrong,
  });
  if (!viewer) return null;

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const error = validateSchoolEmail(email, campus?.emailDomains ?? [], viewer.schoolEmail);
    if (error) return alert(error, 'danger');
    send.mutate({ email: email.trim(), campusId: site.isHub ? campusId : undefined });
  };

  return (
    <div className={styles.card}>
      {campus ? (
        <p className={styles.subtitle}>
          Verify a school e-mail of {campus.name} ({campus.emailDomains.map((d) => `@${d}`).join(', ')}) to
          join {campus.shortName} Buy / Sell.
          {viewer.schoolEmail && ` Your school e-mail now is ${viewer.schoolEmail}.`}
        </p>
      ) : (
        <p className={styles.subtitle}>Choose your school first, from Find Your School.</p>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <EmailField
          label="School email"
          value={email}
          onValueChange={setEmail}
          placeholder={campus?.emailDomains[0] ? `you@${campus.emailDomains[0]}` : undefined}
        />
        <Button type="submit" block disabled={send.isPending || !email.trim()}>
          {send.isPending ? 'Processing...' : 'Send Code'}
        </Button>
      </form>
    </div>
  );
}
