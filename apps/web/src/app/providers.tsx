import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../lib/query-client';

/** The query client of one page load (in the browser) or of one server render (entry-server.tsx). */
export function Providers({ children, onGeoBlocked }: { children: ReactNode; onGeoBlocked: () => void }) {
  const [client] = useState(() => createQueryClient({ onGeoBlocked }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
