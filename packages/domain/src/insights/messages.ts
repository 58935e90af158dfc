// Insights wording and the figures' order, apart from the schemas: the tab's words need no zod.
import { INSIGHTS_REFUSALS } from './refusals';

/** The figures of a day, in the order the table, the charts and the CSV show them. */
export const INSIGHT_FIGURES = [
  'newMembers',
  'dailyActive',
  'weeklyActive',
  'monthlyActive',
  'listingsPosted',
  'listingsSold',
  'confirmedSales',
  'messages',
  'meetups',
  'offers',
  'reportsOpened',
  'reportsResolved',
  'medianResolveSeconds',
] as const;
export type InsightFigure = (typeof INSIGHT_FIGURES)[number];

/** How many days the Insights tab shows, today included. */
export const INSIGHT_DAYS = 90;

/** The scope of the hub's insights: every campus together. */
export const ALL_CAMPUSES = 'all';

export const INSIGHTS_MESSAGES = {
  ...INSIGHTS_REFUSALS,
  tab: 'Insights',
  heading: (days: number) => `The last ${days} days`,
  download: 'Download CSV',
  tableCaption: 'Figures per day',
  dayColumn: 'Day',
  scopeLabel: 'Campus',
  allCampuses: 'All campuses',
  today: 'Today so far',
  charts: {
    members: 'Members',
    listings: 'Listings',
    conversations: 'Messages, meetups and offers',
    reports: 'Reports',
  },
  figures: {
    newMembers: 'New members',
    dailyActive: 'Daily active',
    weeklyActive: 'Weekly active',
    monthlyActive: 'Monthly active',
    listingsPosted: 'Listings posted',
    listingsSold: 'Listings sold',
    confirmedSales: 'Confirmed sales',
    messages: 'Messages',
    meetups: 'Meetups',
    offers: 'Offers',
    reportsOpened: 'Reports opened',
    reportsResolved: 'Reports resolved',
    medianResolveSeconds: 'Median time to resolve (hours)',
  } satisfies Record<InsightFigure, string>,
  /** A moderator asks for another campus than the one whose site they are on. */
} as const;

/** Which figures each chart draws. */
export const INSIGHT_CHARTS: { key: keyof typeof INSIGHTS_MESSAGES.charts; figures: InsightFigure[] }[] = [
  { key: 'members', figures: ['newMembers', 'dailyActive', 'weeklyActive', 'monthlyActive'] },
  { key: 'listings', figures: ['listingsPosted', 'listingsSold', 'confirmedSales'] },
  { key: 'conversations', figures: ['messages', 'meetups', 'offers'] },
  { key: 'reports', figures: ['reportsOpened', 'reportsResolved'] },
];
