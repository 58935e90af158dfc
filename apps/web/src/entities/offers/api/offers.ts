// Offers: a chat's cards (refetched when the chat gets a new message: every step sends one), the
// /offers page, and the steps. An accept or a handoff changes the listing, so it refreshes everything.
import type { AnswerOfferBody, ChatOffers, MyOffers, Offer } from '@campus/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { useKeyedAction } from '../../../lib/use-keyed-action';

export const offerKeys = {
  chat: (chatId: string) => ['chat-offers', chatId] as const,
  mine: ['my-offers'] as const,
};

export function useChatOffers(chatId: string) {
  return useQuery({
    queryKey: offerKeys.chat(chatId),
    queryFn: () => api<ChatOffers>(`/api/chats/${chatId}/offers`),
  });
}

export function useMyOffers() {
  return useQuery({ queryKey: offerKeys.mine, queryFn: () => api<MyOffers>('/api/offers') });
}

type MakeOffer = { amount: string; message?: string; clientKey?: string };

/**
 * "Send offer" carries a key (keyedSend): a double tap or a retry after a lost answer is one offer;
 * once answered, the next offer is a new one.
 */
export function useMakeOffer(postId: string) {
  const { action, key } = useKeyedAction((body: MakeOffer) =>
    api<{ offer: Offer }>(`/api/posts/${postId}/offers`, { method: 'POST', json: body }),
  );
  return {
    isPending: action.isPending,
    send: (
      body: Omit<MakeOffer, 'clientKey'>,
      options: { onSuccess: (answer: { offer: Offer }) => void; onError: (error: Error) => void },
    ) => action.mutate({ ...body, clientKey: key.current }, options),
  };
}

/** Accept, decline, counter or withdraw: the server answers a repeat of the same answer with the offer as it left it. */
export function useAnswerOffer(offerId: string) {
  const client = useQueryClient();
  return useAction({
    mutationFn: (body: AnswerOfferBody) =>
      api<{ offer: Offer }>(`/api/offers/${offerId}/answer`, { method: 'POST', json: body }),
    onSuccess: () => void client.invalidateQueries(),
  });
}

/** "Confirm": the buyer's handoff code, typed by the seller; a repeat after the sale answers the sale. */
export function useConfirmHandoff(offerId: string) {
  const client = useQueryClient();
  return useAction({
    mutationFn: (code: string) =>
      api<{ offer: Offer }>(`/api/offers/${offerId}/handoff`, { method: 'POST', json: { code } }),
    onSuccess: () => void client.invalidateQueries(),
  });
}
