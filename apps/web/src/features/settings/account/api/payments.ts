// The viewer's available funds and payment activity. Cached for the query client's default 30 s;
// funds change only on the server, so nothing here updates the cache by hand.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export interface PaymentTransaction {
  id: string;
  description: string;
  amountCents: number;
  createdAt: string;
}

export interface Payments {
  availableFunds: number;
  transactions: PaymentTransaction[];
}

export const paymentsKeys = { all: ['me', 'payments'] as const };

export const getPayments = () => api<Payments>('/api/me/payments');

export function usePaymentsQuery() {
  return useQuery({ queryKey: paymentsKeys.all, queryFn: getPayments });
}
