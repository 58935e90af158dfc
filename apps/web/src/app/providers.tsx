import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { router } from './router';

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(() =>
    createQueryClient({ onGeoBlocked: () => void router.navigate('/404', { replace: true }) }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
