// The viewer's available funds and payment activity (GET /api/me/payments: paymentsSchema). Cached for
// the query client's default 30 s; a boost's payment invalidates ['me', 'payments'] (features/ads).
import type { Payments } from '@campus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const paymentsKeys = { all: ['me', 'payments'] as const };

export const getPayments = () => api<Payments>('/api/me/payments');

export function usePaymentsQuery() {
  return useQuery({ queryKey: paymentsKeys.all, queryFn: getPayments, staleTime: 0 });
}
