import type { AnalyticsBody } from '@campus/domain';
import { api } from '../../../lib/api-client';

/** POST /api/analytics: always 204; the server counts only while the post's ad is active. */
export const trackAnalytics = (body: AnalyticsBody) =>
  api<void>('/api/analytics', { method: 'POST', json: body, keepalive: true });
