// Joining a campus with a school e-mail: send the code, then confirm it. The viewer changes on success.
import type { Viewer } from '@campus/domain';
import { api } from '../../lib/api-client';

export const sendSchoolCode = (body: { email: string; campusId?: string }) =>
  api<void>('/api/me/school-email', { method: 'POST', json: body });

export const confirmSchoolCode = (body: { email: string; campusId?: string; code: string }) =>
  api<{ user: Viewer; postId: string }>('/api/me/school-email/verify', { method: 'POST', json: body });
