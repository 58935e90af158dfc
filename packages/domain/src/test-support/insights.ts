import type { InsightDay } from '../insights/schemas';

/** One campus day's figures: the server's seeded day rolls up to them, the web's table shows them. */
export const DAY_FIGURES: Omit<InsightDay, 'day'> = {
  newMembers: 2,
  dailyActive: 1,
  weeklyActive: 2,
  monthlyActive: 3,
  listingsPosted: 3,
  listingsSold: 1,
  confirmedSales: 1,
  messages: 3,
  meetups: 1,
  offers: 2,
  reportsOpened: 3,
  reportsResolved: 2,
  medianResolveSeconds: 7200,
};
