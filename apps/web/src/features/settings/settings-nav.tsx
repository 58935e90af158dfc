import { MESSAGES } from '@campus/domain';
import { NavLink } from 'react-router';
import { ChevronRightIcon } from '../../components/ui/icons';
import styles from './settings.module.css';

interface Entry {
  label: string;
  to: string;
}

const M = MESSAGES.settingsNav;

/** The navigation list's sections (accounts-and-money §2.2) as a visitor who is not signed in sees them. */
const SECTIONS: { title: string; entries: Entry[] }[] = [
  { title: M.accountInfo, entries: [{ label: M.logInSignUp, to: '/user_registration' }] },
  {
    title: M.helpFeedback,
    entries: [
      { label: M.customerSupport, to: '/settings/help' },
      { label: M.giveFeedback, to: '/settings/feedback' },
    ],
  },
  {
    title: M.forProfessionals,
    entries: [
      { label: M.manageAds, to: '/ads' },
      { label: M.payments, to: '/settings/payments' },
    ],
  },
  {
    title: M.generalInfo,
    entries: [
      { label: M.about, to: '/settings/about' },
      { label: M.howItWorks, to: '/settings/howitworks' },
      { label: M.returnPolicy, to: '/settings/returns' },
      { label: M.trustAndSafety, to: '/settings/trust_and_safety' },
      { label: M.terms, to: '/settings/terms' },
      { label: M.privacy, to: '/settings/privacy' },
    ],
  },
];

export function SettingsNav() {
  return (
    <nav aria-label="Settings">
      {SECTIONS.map((section) => (
        <section key={section.title} className={styles.section} aria-label={section.title}>
          <h2 className={styles.sectionTitle}>{section.title}</h2>
          <ul className={styles.list}>
            {section.entries.map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  className={({ isActive }) => `${styles.link} ${isActive ? styles.linkActive : ''}`}
                >
                  {entry.label}
                  <ChevronRightIcon width={18} height={18} />
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
