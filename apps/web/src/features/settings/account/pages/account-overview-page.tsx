import { PUSH_MESSAGES, SETTINGS_MESSAGES, SETTINGS_TRUTH_MESSAGES, type Viewer } from '@campus/domain';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../../components/ui/icons';
import { useViewer } from '../../../../lib/session';
import styles from '../account.module.css';
import { usePasswordStatusQuery } from '../api/password-status';
import { YourDataSection } from '../components/your-data-section';

const NOT_SET = 'Not set';
const GENDER_LABELS = { male: 'Male', female: 'Female', other: 'Other' } as const;

interface EditableRow {
  slug: string;
  label: string;
  value: string;
}

function editableRows(viewer: Viewer): EditableRow[] {
  const birth = viewer.birthDate;
  return [
    { slug: 'screen_name', label: 'Username', value: `@${viewer.username}` },
    { slug: 'phone', label: 'Phone', value: viewer.phone || NOT_SET },
    {
      slug: 'school_email',
      label: 'School email',
      value: viewer.schoolEmail || SETTINGS_MESSAGES.joinYourCampus,
    },
    { slug: 'gender', label: 'Gender', value: viewer.gender ? GENDER_LABELS[viewer.gender] : NOT_SET },
    {
      slug: 'birth_date',
      label: 'Birth date',
      value: birth ? `${birth.month} ${birth.day}, ${birth.year}` : NOT_SET,
    },
    {
      slug: 'email_notifications',
      label: 'E-mail notifications',
      value: viewer.emailNotifications ? 'On' : 'Off',
    },
    {
      slug: 'push_notifications',
      label: PUSH_MESSAGES.settingsTitle,
      value: 'Messages, comments, replies, saves',
    },
  ];
}

/** The password row's value: whether the account has one (blank while it loads). */
function passwordValue(hasPassword: boolean | undefined): string {
  if (hasPassword === undefined) return '';
  return hasPassword ? SETTINGS_TRUTH_MESSAGES.passwordSet : SETTINGS_TRUTH_MESSAGES.passwordNotSet;
}

/**
 * /settings/account: rows to the editable fields; e-mail and password are read-only here with links
 * to their own pages (accounts-and-money §2.2), the password row telling whether the account has one
 * rather than the spec's 'not available' (docs/deviations.md); then Download my data and Delete account.
 */
export function AccountOverviewPage() {
  const viewer = useViewer();
  const password = usePasswordStatusQuery();
  if (!viewer) return null;
  const readOnly = [
    { label: 'Email', value: viewer.email, to: '/settings/email' },
    { label: 'Password', value: passwordValue(password.data?.hasPassword), to: '/settings/password' },
  ];
  return (
    <div className={styles.body}>
      <ul className={styles.rows}>
        {editableRows(viewer).map((row) => (
          <li key={row.slug}>
            <Link className={styles.row} to={`/settings/account/${row.slug}`}>
              <span className={styles.rowText}>
                <span className={styles.rowLabel}>{row.label}</span>
                <span className={styles.rowValue}>{row.value}</span>
              </span>
              <ChevronRightIcon width={18} height={18} />
            </Link>
          </li>
        ))}
        {readOnly.map((row) => (
          <li key={row.label} className={styles.row}>
            <span className={styles.rowText}>
              <span className={styles.rowLabel}>{row.label}</span>
              <span className={styles.rowValue}>{row.value}</span>
            </span>
            <Link className={styles.textLink} to={row.to}>
              Change<span className="visually-hidden"> {row.label.toLowerCase()}</span>
            </Link>
          </li>
        ))}
      </ul>
      <YourDataSection />
    </div>
  );
}
