import type { AwayBody, Viewer } from '@campus/domain';
import { api } from '../../../lib/api-client';

/** Away until a day, with an optional note; the server answers the re-read user. */
export const setAway = (body: AwayBody) =>
  api<{ user: Viewer }>('/api/me/away', { method: 'PUT', json: body });

/** "I'm back": away ends now. */
export const endAway = () => api<{ user: Viewer }>('/api/me/away', { method: 'DELETE' });

/** Show my reply time on or off. */
export const setShowReplyTime = (show: boolean) =>
  api<{ user: Viewer }>('/api/me/reply-time', { method: 'POST', json: { show } });
