// A chat's meetups: refetched when the chat gets a new message (each action sends one), and after
// the viewer's own actions. An outcome changes the listing and the sale, so it refreshes everything.
import type { AnswerMeetupBody, ChatMeetups, Meetup, SuggestMeetupBody } from '@campus/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export const meetupKeys = { chat: (chatId: string) => ['chat-meetups', chatId] as const };

export function useChatMeetups(chatId: string) {
  return useQuery({
    queryKey: meetupKeys.chat(chatId),
    queryFn: () => api<ChatMeetups>(`/api/chats/${chatId}/meetups`),
  });
}

function useRefreshChatMeetups(chatId: string) {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: meetupKeys.chat(chatId) });
}

export function useSuggestMeetup(chatId: string) {
  const refresh = useRefreshChatMeetups(chatId);
  return useAction({
    mutationFn: (body: SuggestMeetupBody) =>
      api<{ meetup: Meetup }>(`/api/chats/${chatId}/meetups`, { method: 'POST', json: body }),
    onSuccess: refresh,
  });
}

const ANSWERED: Partial<Record<AnswerMeetupBody['action'], Meetup['status']>> = {
  accept: 'accepted',
  decline: 'declined',
  cancel: 'cancelled',
};

/**
 * Accept, decline, cancel or propose. A repeat (another tab, a retry) is refused as closed: when the
 * meetup now stands as this answer left it, that is this answer, done.
 */
export function useAnswerMeetup(chatId: string, meetupId: string) {
  const refresh = useRefreshChatMeetups(chatId);
  return useAction({
    mutationFn: (body: AnswerMeetupBody) =>
      api<{ meetup: Meetup }>(`/api/meetups/${meetupId}/answer`, { method: 'POST', json: body }),
    alreadyDone: {
      codes: ['meetup_closed'],
      answer: async (body, refusal) => {
        const { meetups } = await api<ChatMeetups>(`/api/chats/${chatId}/meetups`);
        const meetup = meetups.find((m) => m.id === meetupId);
        if (meetup && meetup.status === ANSWERED[body.action]) return { meetup };
        throw refusal;
      },
    },
    onSuccess: refresh,
  });
}

/** "Confirm": the buyer's handoff code, typed by the seller; a repeat after the sale answers the sale. */
export function useConfirmMeetupHandoff(meetupId: string) {
  const client = useQueryClient();
  return useAction({
    mutationFn: (code: string) =>
      api<{ meetup: Meetup }>(`/api/meetups/${meetupId}/handoff`, { method: 'POST', json: { code } }),
    onSuccess: () => void client.invalidateQueries(),
  });
}

export function useMeetupOutcome(meetupId: string) {
  const client = useQueryClient();
  return useAction({
    mutationFn: (happened: boolean) =>
      api<{ meetup: Meetup }>(`/api/meetups/${meetupId}/outcome`, { method: 'POST', json: { happened } }),
    onSuccess: () => void client.invalidateQueries(),
  });
}
