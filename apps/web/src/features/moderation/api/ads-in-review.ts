// GET /api/moderation/ads and POST /api/moderation/ads/:id/approve|reject: paid ads waiting for
// review (AD_REVIEW). An action alerts the server's answer and refetches the list.
import type { AdInReview } from '@campus/domain';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { cursorParam, moderationKeys } from '../../../entities/moderation/api/moderation-keys';
import { api, refusalSentence } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

interface AdsPage {
  ads: AdInReview[];
  nextCursor: string | null;
}

export const getAdsInReview = (cursor: string) => api<AdsPage>(`/api/moderation/ads${cursorParam(cursor)}`);

export function useAdsInReview() {
  return useInfiniteQuery({
    queryKey: moderationKeys.ads,
    queryFn: ({ pageParam }) => getAdsInReview(pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

export type AdDecision = { adId: string; approve: true } | { adId: string; approve: false; reason: string };

export const reviewAd = (d: AdDecision) =>
  api<{ message: string }>(
    `/api/moderation/ads/${encodeURIComponent(d.adId)}/${d.approve ? 'approve' : 'reject'}`,
    {
      method: 'POST',
      json: d.approve ? {} : { reason: d.reason },
    },
  );

export function useReviewAd(onDone: () => void) {
  const alert = useAlert();
  const client = useQueryClient();
  return useAction({
    mutationFn: reviewAd,
    onSuccess: (res) => {
      alert(res.message, 'success');
      onDone();
    },
    onError: (error) => alert(refusalSentence(error), 'danger'),
    onSettled: () => void client.invalidateQueries({ queryKey: moderationKeys.ads }),
  });
}
