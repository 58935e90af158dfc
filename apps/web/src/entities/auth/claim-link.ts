import { AUTH_MESSAGES } from '@campus/domain';
import { useNavigate } from 'react-router';
import { useAlert } from '../../components/ui/alerts/alert-provider';
import { refusalSentence } from '../../lib/api-client';
import { useAction } from '../../lib/use-action';
import { sendClaimLink } from './api/accounts';

/** /login/sent in its 'Claim this account' state: the link went to @username's own address. */
export function claimSentPath(username: string): string {
  return `/login/sent?${new URLSearchParams({ claim: username })}`;
}

/**
 * What a failed claim says: the server's sentence when it refused (already verified, too many links,
 * no such profile), else the spec's 'An unknown error has occurred'.
 */
export function claimErrorMessage(error: unknown): string {
  return refusalSentence(error, AUTH_MESSAGES.magicLink.sendFailed);
}

/**
 * Sends the claim link of @username ('Email sent.' or the failure as alerts); `then` 'page' goes
 * to /login/sent?claim= after a success (the profile's button), 'stay' does not (Send the link again).
 */
export function useSendClaimLink(then: 'page' | 'stay') {
  const alert = useAlert();
  const navigate = useNavigate();
  const claim = useAction({
    mutationFn: sendClaimLink,
    onSuccess: (_, username) => {
      alert(AUTH_MESSAGES.magicLink.sent, 'success');
      if (then === 'page') navigate(claimSentPath(username));
    },
    onError: (err) => alert(claimErrorMessage(err), 'danger'),
  });
  return { busy: claim.isPending, send: claim.mutate };
}
