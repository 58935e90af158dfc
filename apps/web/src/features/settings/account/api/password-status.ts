// Whether the signed-in account has a password (GET /api/me/password: passwordStatusSchema). The
// overview and the password page read it; a password change or reset makes it true.
import type { PasswordStatus } from '@campus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const passwordStatusKeys = { all: ['me', 'password'] as const };

export const getPasswordStatus = () => api<PasswordStatus>('/api/me/password');

export function usePasswordStatusQuery() {
  return useQuery({ queryKey: passwordStatusKeys.all, queryFn: getPasswordStatus, staleTime: 0 });
}
