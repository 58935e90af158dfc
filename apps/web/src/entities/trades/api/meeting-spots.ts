// The site's campus's safe meeting spots, for the Trust and Safety page (they change rarely).
import type { MeetingSpot } from '@campus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useMeetingSpots() {
  return useQuery({
    queryKey: ['meeting-spots'],
    queryFn: () => api<{ spots: MeetingSpot[] }>('/api/campus/meeting-spots'),
    staleTime: 5 * 60_000,
  });
}
