import { BREAKPOINTS, type Campus, memberCountText, showsMemberCount } from '@campus/domain';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { CampusLogo } from '../../../components/ui/campus-logo';
import { useCanReadCampus } from '../../../entities/campus';
import { SearchBar } from '../../../features/search';
import { useAboutQuery } from '../../../lib/post-lists/feed-keys';
import { useSiteCampus } from '../../../lib/site-campus';
import { useMediaQuery } from '../../../lib/use-media-query';
import shell from './shell.module.css';
import styles from './widgets.module.css';

/** The hub's Contact Us card: support e-mail and the social page (accounts-and-money §2.4). */
export function ContactUsCard({ campus }: { campus: Campus }) {
  return (
    <section className={styles.card} aria-labelledby="contact-us-title">
      <h2 id="contact-us-title" className={styles.cardTitle}>
        Contact Us
      </h2>
      <p className={styles.cardText}>
        Questions, or is your school missing? Write to{' '}
        <a className={styles.email} href={`mailto:${campus.supportEmail}`}>
          {campus.supportEmail}
        </a>{' '}
        or send us a message.
      </p>
      <a
        className={buttonClass({ variant: 'dark', block: true, size: 'small' })}
        href={campus.socialDmUrl}
        target="_blank"
        rel="noreferrer"
      >
        Message us
      </a>
    </section>
  );
}

/**
 * The campus's school-verified members, shown above 0 (accounts-and-money §9), to those who may read
 * the campus (a guest of a private campus sees no numbers), and asked only while the column shows.
 */
function MemberCount() {
  const canRead = useCanReadCampus();
  const shown = useMediaQuery(`(min-width: ${BREAKPOINTS.widgets + 1}px)`);
  const { data } = useAboutQuery(canRead && shown);
  const count = data?.pages[0]?.verifiedMembers ?? 0;
  if (!showsMemberCount(count, 'widget')) return null;
  return <p className={styles.memberCount}>{memberCountText(count)}</p>;
}

function CampusCard({ campus }: { campus: Campus }) {
  const place = [campus.location.city, campus.location.state].filter(Boolean).join(', ');
  return (
    <section className={styles.card} aria-labelledby="campus-card-title">
      <div className={styles.campusHead}>
        <CampusLogo campus={campus} size={48} decorative />
        <div>
          <h2 id="campus-card-title" className={styles.campusName}>
            {campus.name}
          </h2>
          <p className={styles.campusPlace}>{place}</p>
        </div>
      </div>
      <MemberCount />
      <p className={styles.cardText}>
        A private marketplace for verified {campus.shortName} students. Buy, sell and talk with people on your
        campus.
      </p>
    </section>
  );
}

/** The right column (hidden at 1170 px or less), the search bar at its top. */
export function WidgetColumn() {
  const campus = useSiteCampus();
  return (
    <aside className={shell.widgets} aria-label="About this site">
      <SearchBar />
      {campus.isHub ? <ContactUsCard campus={campus} /> : <CampusCard campus={campus} />}
      <nav className={styles.footer} aria-label="Policies">
        <Link to="/settings/about">About</Link>
        <Link to="/settings/howitworks">How It Works</Link>
        <Link to="/settings/terms">Terms of Service</Link>
        <Link to="/settings/privacy">Privacy Policy</Link>
        <Link to="/settings/privacy#cookies">Cookies</Link>
        <Link to="/settings/trust_and_safety">Trust and Safety</Link>
        <Link to="/settings/returns">Return Policy</Link>
        <span>Not affiliated with any school.</span>
      </nav>
    </aside>
  );
}
