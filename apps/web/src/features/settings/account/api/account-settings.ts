// The signed-in user's account settings calls (accounts-and-money §2.2, §4.2, §4.4). The calls that
// change a field answer the re-read user, which the page stores as the session at once.
import type { Gender, Viewer } from '@campus/domain';
import { api } from '../../../../lib/api-client';

type UserReply = { user: Viewer };

export const changeUsername = (username: string) =>
  api<UserReply>('/api/me/username', { method: 'POST', json: { username } });

export const changePhone = (phone: string) =>
  api<UserReply>('/api/me/phone', { method: 'POST', json: { phone } });

export const changeGender = (gender: Gender) =>
  api<UserReply>('/api/me/gender', { method: 'POST', json: { gender } });

export const changeBirthDate = (body: { month: string; day: number; year: number }) =>
  api<UserReply>('/api/me/birth-date', { method: 'POST', json: body });

export const changePassword = (body: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}) => api<void>('/api/me/password', { method: 'POST', json: body });

/** E-mails a code to the new address; the address changes only once the code is confirmed. */
export const requestEmailChange = (email: string) =>
  api<void>('/api/me/email', { method: 'POST', json: { email } });

export const confirmEmailChange = (body: { email: string; code: string }) =>
  api<UserReply>('/api/me/email/verify', { method: 'POST', json: body });
