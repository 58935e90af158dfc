import { AUTH_MESSAGES } from '@campus/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAlert } from '../../components/ui/alerts/alert-provider';
import { ApiError } from '../../lib/api-client';
import { sendClaimLink } from './api/accounts';

/** /login/sent in its 'Claim this account' state: the link went to @username's own address. */
export function claimSentPath(username: string): string {
  return `/login/sent?${new URLSearchParams({ claim: username })}`;
}

/**
 * What a failed claim says: the server's words when it refused for a reason the visitor can act on
 * (already verified, too many links), else the spec's 'An unknown error has occurred'.
 */
export function claimErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 429)) return error.message;
  return AUTH_MESSAGES.magicLink.sendFailed;
}

/**
 * Sends the claim link of @username ('Email sent.' or the failure as alerts); `then` 'page' goes
 * to /login/sent?claim= after a success (the profile's button), 'stay' does not (Send the link again).
 */
export function useSendClaimLink(then: 'page' | 'stay') {
  const alert = useAlert();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const send = async (username: string) => {
    setBusy(true);
    try {
      await sendClaimLink(username);
      alert(AUTH_MESSAGES.magicLink.sent, 'success');
      if (then === 'page') navigate(claimSentPath(username));
    } catch (err) {
      alert(claimErrorMessage(err), 'danger');
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}
