import { Link, useLocation } from 'react-router';
import { useViewer } from '../../lib/session';
import { useSiteCampus } from '../../lib/site-campus';
import styles from './membership.module.css';

/**
 * 'Verify your account' (§2.4): for a signed-in user who is not verified or has no school e-mail,
 * leading to the school-email settings (or the school search on the hub).
 */
export function VerifyBanner() {
  const viewer = useViewer();
  const campus = useSiteCampus();
  const { pathname } = useLocation();
  if (!viewer || (viewer.verified && viewer.schoolEmail) || pathname.includes('school_email')) return null;
  return (
    <section className={styles.banner} aria-label="Verify your account">
      <Link
        to={campus.isHub ? '/search_schools' : '/settings/account/school_email'}
        className={styles.bannerLink}
      >
        Verify your account
      </Link>
      <span className={styles.bannerText}>Join your campus with your school e-mail.</span>
    </section>
  );
}
