import type { Viewer } from '@campus/domain';
import { api } from '../../../lib/api-client';

/** Activity e-mails on or off; the server answers the re-read user. */
export const setEmailNotifications = (enabled: boolean) =>
  api<{ user: Viewer }>('/api/me/email-notifications', { method: 'POST', json: { enabled } });
