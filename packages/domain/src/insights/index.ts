// Campus insights: the Insights tab of /moderation (figures per day, its words and schemas).
export * from './messages';
export { type InsightDay, type Insights, insightDaySchema, insightsQuery, insightsSchema } from './schemas';
