import { useRef } from 'react';
import { newClientKey } from './client-key';
import { keyedSend } from './submission-keys';
import { useAction } from './use-action';

/**
 * An action whose body carries a client key (keyedSend): a double tap or a retry after a lost answer
 * is one change; once answered, the next is a new one. `key` is the key the next send carries.
 */
export function useKeyedAction<B extends { clientKey?: string }, T>(send: (body: B) => Promise<T>) {
  const key = useRef(newClientKey());
  const action = useAction({
    mutationFn: keyedSend(send, (adopted) => {
      key.current = adopted;
    }),
    onSuccess: () => {
      key.current = newClientKey();
    },
  });
  return { action, key };
}
