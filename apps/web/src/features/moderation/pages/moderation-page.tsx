import { MODERATION_MESSAGES as M } from '@campus/domain';
import { useEffect } from 'react';
import { NavLink } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import tabStyles from '../../../components/ui/tabs.module.css';
import { useModerationRole } from '../api/moderation-role';
import { AdsPanel } from '../components/ads-panel';
import { AuditPanel } from '../components/audit-panel';
import { ModeratorsPanel } from '../components/moderators-panel';
import { ReportsPanel } from '../components/reports-panel';
import styles from '../moderation.module.css';

export type ModerationTab = 'reports' | 'ads' | 'moderators' | 'audit';

const TABS: { tab: ModerationTab; label: string; to: string; adminOnly: boolean }[] = [
  { tab: 'reports', label: M.reportsTab, to: '/moderation', adminOnly: false },
  { tab: 'ads', label: M.adsTab, to: '/moderation/ads', adminOnly: false },
  { tab: 'moderators', label: M.moderatorsTab, to: '/moderation/moderators', adminOnly: true },
  { tab: 'audit', label: M.auditTab, to: '/moderation/audit', adminOnly: true },
];

/**
 * /moderation (moderators of this campus and administrators): the open reports, the ads in review,
 * and for administrators the campus's moderators and the audit log. Others are told they cannot
 * see it; the server refuses their requests anyway.
 */
export function ModerationPage({ tab }: { tab: ModerationTab }) {
  const role = useModerationRole();
  useEffect(() => {
    document.title = M.pageTitle;
  }, []);
  if (!role) return <Spinner label="Loading" />;
  const adminTab = TABS.find((t) => t.tab === tab)?.adminOnly;
  if (!role.moderator || (adminTab && !role.admin))
    return <p className={styles.refused}>{adminTab ? M.notAdmin : M.notModerator}</p>;
  return (
    <>
      <h1 className={styles.heading}>{M.pageTitle}</h1>
      <nav className={tabStyles.tabs} aria-label={M.pageTitle}>
        {TABS.filter((t) => role.admin || !t.adminOnly).map((t) => (
          <NavLink
            key={t.to}
            to={t.to}
            end
            className={({ isActive }) => `${tabStyles.tab} ${isActive ? tabStyles.tabActive : ''}`}
          >
            {t.label}
          </NavLink>
        ))}
      </nav>
      {tab === 'reports' && <ReportsPanel />}
      {tab === 'ads' && <AdsPanel />}
      {tab === 'moderators' && <ModeratorsPanel />}
      {tab === 'audit' && <AuditPanel />}
    </>
  );
}
