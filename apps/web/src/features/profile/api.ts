// The signed-in user's own profile: photo (multipart) and name/bio edits. Both answer the new viewer.
import type { Viewer } from '@campus/domain';
import { api } from '../../lib/api-client';

export function uploadProfilePhoto(file: File) {
  const body = new FormData();
  body.append('file', file);
  return api<{ user: Viewer }>('/api/me/photo', { method: 'POST', body });
}

export const updateProfile = (changes: { firstName?: string; lastName?: string; bio?: string }) =>
  api<{ user: Viewer }>('/api/me/profile', { method: 'POST', json: changes });
