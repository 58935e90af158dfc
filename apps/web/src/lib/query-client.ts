import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isGeoBlocked } from './api-client';

/** Queries retry twice except on 4xx answers, which will not change by retrying. */
export function createQueryClient({ onGeoBlocked }: { onGeoBlocked: () => void }): QueryClient {
  const onError = (error: unknown) => {
    if (isGeoBlocked(error)) onGeoBlocked();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
