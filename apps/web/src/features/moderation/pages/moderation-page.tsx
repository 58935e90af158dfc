import {
  AUTOMOD_MESSAGES,
  CAMPUS_ADMIN_MESSAGES,
  INSIGHTS_MESSAGES,
  MODERATION_MESSAGES as M,
} from '@campus/domain';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, NavLink } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import tabStyles from '../../../components/ui/tabs.module.css';
import { useModerationRole } from '../../../entities/moderation/api/moderation-role';
import styles from '../../../entities/moderation/moderation.module.css';
import { useSiteCampus } from '../../../lib/site-campus';
import { AdsPanel } from '../components/ads-panel';
import { AppealsPanel } from '../components/appeals-panel';
import { AuditPanel } from '../components/audit-panel';
import { CampusesPanel } from '../components/campuses-panel';
import { HeldPanel } from '../components/held-panel';
import { ModeratorsPanel } from '../components/moderators-panel';
import { ReportsPanel } from '../components/reports-panel';
import { RulesPanel } from '../components/rules-panel';

export type ModerationTab = 'reports' | 'ads' | 'rules' | 'insights' | 'moderators' | 'audit' | 'campuses';

// Its own chunk with uPlot: loaded only when the Insights tab opens.
const InsightsPanel = lazy(() => import('../components/insights-panel'));

const TABS: { tab: ModerationTab; label: string; to: string; adminOnly: boolean }[] = [
  { tab: 'reports', label: M.reportsTab, to: '/moderation', adminOnly: false },
  { tab: 'ads', label: M.adsTab, to: '/moderation/ads', adminOnly: false },
  { tab: 'rules', label: AUTOMOD_MESSAGES.rulesTab, to: '/moderation/rules', adminOnly: false },
  { tab: 'insights', label: INSIGHTS_MESSAGES.tab, to: '/moderation/insights', adminOnly: false },
  { tab: 'moderators', label: M.moderatorsTab, to: '/moderation/moderators', adminOnly: true },
  { tab: 'audit', label: M.auditTab, to: '/moderation/audit', adminOnly: true },
  { tab: 'campuses', label: CAMPUS_ADMIN_MESSAGES.tab, to: '/moderation/campuses', adminOnly: true },
];

/**
 * The hub has no posts, ads or moderators of its own: only the Campuses tab lives there. Every
 * campus together is a choice of the Insights tab's campus picker, for administrators.
 */
const HUB_TABS: readonly ModerationTab[] = ['campuses'];

/**
 * /moderation (moderators of this campus and administrators): the open reports, the ads in review,
 * and for administrators the campus's moderators, the audit log and the campuses. On the hub,
 * administrators find the Campuses tab. Others are told they cannot see it; the server refuses
 * their requests anyway.
 */
export function ModerationPage({ tab }: { tab: ModerationTab }) {
  const role = useModerationRole();
  const site = useSiteCampus();
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    document.title = M.pageTitle;
  }, []);
  // On a phone the tabs scroll sideways: the open one is brought into view (the last, Campuses, is not).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when another tab opens or the tabs first show.
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab, role === undefined]);
  if (!role) return <Spinner label="Loading" />;
  if (site.isHub && !role.admin) return <p className={styles.refused}>{M.notAdmin}</p>;
  if (site.isHub && !HUB_TABS.includes(tab)) return <Navigate to="/moderation/campuses" replace />;
  const adminTab = TABS.find((t) => t.tab === tab)?.adminOnly;
  if (!role.moderator || (adminTab && !role.admin))
    return <p className={styles.refused}>{adminTab ? M.notAdmin : M.notModerator}</p>;
  const tabs = TABS.filter((t) => (role.admin || !t.adminOnly) && (!site.isHub || HUB_TABS.includes(t.tab)));
  return (
    <>
      <h1 className={styles.heading}>{M.pageTitle}</h1>
      <nav ref={nav} className={`${tabStyles.tabs} ${styles.tabs}`} aria-label={M.pageTitle}>
        {tabs.map((t) => (
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
      {tab === 'reports' && (
        <>
          <HeldPanel />
          <AppealsPanel />
          <ReportsPanel />
        </>
      )}
      {tab === 'rules' && <RulesPanel />}
      {tab === 'ads' && <AdsPanel />}
      {tab === 'insights' && (
        <Suspense fallback={<Spinner label="Loading the insights" />}>
          <InsightsPanel />
        </Suspense>
      )}
      {tab === 'moderators' && <ModeratorsPanel />}
      {tab === 'audit' && <AuditPanel />}
      {tab === 'campuses' && <CampusesPanel />}
    </>
  );
}
