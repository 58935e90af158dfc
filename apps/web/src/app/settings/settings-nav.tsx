import {
  AWAY_MESSAGES,
  BLOCK_MESSAGES,
  MESSAGES,
  SAVED_SEARCH_MESSAGES,
  STANDING_MESSAGES,
} from '@campus/domain';
import { NavLink } from 'react-router';
import { ChevronRightIcon } from '../../components/ui/icons';
import { useViewer } from '../../lib/session';
import styles from './settings.module.css';

interface Entry {
  label: string;
  to: string;
}

const M = MESSAGES.settingsNav;

/** The navigation list's sections (accounts-and-money §2.2); the first depends on signing in. */
const SHARED_SECTIONS: { title: string; entries: Entry[] }[] = [
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
  const signedIn = Boolean(useViewer());
  const sections = [
    {
      title: M.accountInfo,
      entries: signedIn
        ? [
            { label: M.accountSettings, to: '/settings/account' },
            { label: BLOCK_MESSAGES.listTitle, to: '/settings/blocked' },
            { label: SAVED_SEARCH_MESSAGES.title, to: '/settings/saved_searches' },
            { label: AWAY_MESSAGES.title, to: '/settings/away' },
            { label: STANDING_MESSAGES.settingsLink, to: '/settings/standing' },
          ]
        : [{ label: M.logInSignUp, to: '/user_registration' }],
    },
    ...SHARED_SECTIONS,
    ...(signedIn ? [{ title: '', entries: [{ label: M.logOut, to: '/logout' }] }] : []),
  ];
  return (
    <nav aria-label="Settings">
      {sections.map((section) => (
        <section
          key={section.title || 'end'}
          className={styles.section}
          aria-label={section.title || M.logOut}
        >
          {section.title && <h2 className={styles.sectionTitle}>{section.title}</h2>}
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
