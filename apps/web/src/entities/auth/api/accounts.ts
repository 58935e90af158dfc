// Account calls (sign-up, sign-in, codes, links, passwords). Each answers the viewer when it signs in.
import type { Viewer } from '@campus/domain';
import { api } from '../../../lib/api-client';

type UserReply = { user: Viewer };

export const checkEmail = (email: string) =>
  api<{ exists: boolean }>('/api/accounts/check-email', { method: 'POST', json: { email } });

export const register = (body: { email: string; fullName: string; password: string; acceptTerms: true }) =>
  api<UserReply>('/api/accounts/register', { method: 'POST', json: body });

export const login = (body: { email: string; password: string }) =>
  api<UserReply>('/api/accounts/login', { method: 'POST', json: body });

export const logout = () => api<void>('/api/accounts/logout', { method: 'POST', json: {} });

export const verifyAccountCode = (code: string) =>
  api<UserReply>('/api/accounts/verify', { method: 'POST', json: { code } });

export const resendAccountCode = () => api<void>('/api/accounts/verify/resend', { method: 'POST', json: {} });

export const sendMagicLink = (body: { email: string; firstName?: string; lastName?: string }) =>
  api<void>('/api/accounts/magic-link', { method: 'POST', json: body });

/** 'Claim this account': a sign-in link to the profile's own address, which the answer never holds. */
export const sendClaimLink = (username: string) =>
  api<void>(`/api/profiles/${encodeURIComponent(username)}/claim`, { method: 'POST' });

export const completeMagicLink = (body: {
  token: string;
  email: string;
  firstName?: string;
  lastName?: string;
}) => api<UserReply>('/api/accounts/magic-link/complete', { method: 'POST', json: body });

export const forgotPassword = (email: string) =>
  api<void>('/api/accounts/password/forgot', { method: 'POST', json: { email } });

export const resetPassword = (body: { token: string; password: string }) =>
  api<void>('/api/accounts/password/reset', { method: 'POST', json: body });

/** Where the browser goes to sign in with Google; it comes back to `redirect` on this site. */
export const googleSignInUrl = (redirect: string) =>
  `/api/accounts/google?redirect=${encodeURIComponent(redirect)}`;
