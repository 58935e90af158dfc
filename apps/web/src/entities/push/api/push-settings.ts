// GET and PUT /api/push/settings: the member's per-type switches and the server's VAPID key.
// Caching: fresh for a minute; the saved answer replaces the cached one.
import type { PushSettings } from '@campus/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export const pushKeys = { settings: ['push', 'settings'] as const };

export type PushSettingsAnswer = PushSettings & { vapidPublicKey: string };

export function usePushSettingsQuery() {
  return useQuery({
    queryKey: pushKeys.settings,
    queryFn: () => api<PushSettingsAnswer>('/api/push/settings'),
    staleTime: 60_000,
  });
}

export function useSavePushSettings() {
  const client = useQueryClient();
  return useAction({
    mutationFn: (settings: PushSettings) =>
      api<PushSettings>('/api/push/settings', { method: 'PUT', json: settings }),
    onSuccess: (saved) =>
      client.setQueryData<PushSettingsAnswer>(pushKeys.settings, (old) => (old ? { ...old, ...saved } : old)),
  });
}
