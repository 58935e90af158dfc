import { MESSAGES } from '@campus/domain';
import { GoogleIcon } from '../../../components/ui/icons';
import { useSiteCampus } from '../../../lib/site-campus';
import { googleSignInUrl } from '../api/accounts';

/** Whether this server has Google sign-in configured (the campus answer says): offer it only then. */
export const useGoogleSignIn = (): boolean => useSiteCampus().googleSignIn;

/** "Continue with Google", or nothing where Google sign-in is not configured. */
export function GoogleSignInLink({ redirect, className }: { redirect: string; className?: string }) {
  if (!useGoogleSignIn()) return null;
  return (
    <a className={className} href={googleSignInUrl(redirect)}>
      <GoogleIcon /> {MESSAGES.guestDropdown.google}
    </a>
  );
}
