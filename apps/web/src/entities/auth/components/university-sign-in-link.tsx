import { UNIVERSITY_SIGN_IN_MESSAGES, type UniversitySignInInfo } from '@campus/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '../../../lib/api-client';

/** The campus's university sign-in, when it has one (the sign-in pages show its button). */
export const useUniversitySignIn = () =>
  useQuery({ queryKey: ['university-sign-in'], queryFn: () => api<UniversitySignInInfo>('/api/sso') }).data;

/** The sentence for a refused university sign-in that came back with `?sso_error=`. */
function refusal(code: string | null, school: string): string | null {
  if (!code) return null;
  // Only the university sign-in's own sentences: the full error table would weigh on the first load.
  if (code === 'sso_not_allowed') return UNIVERSITY_SIGN_IN_MESSAGES.notAllowed(school);
  return UNIVERSITY_SIGN_IN_MESSAGES.failed;
}

/** "Sign in with {School}" where the campus configured it, and why the last try was refused. */
export function UniversitySignInLink({ returnTo, className }: { returnTo: string; className?: string }) {
  const info = useUniversitySignIn();
  const [params] = useSearchParams();
  const refused = refusal(params.get('sso_error'), info?.school ?? '');
  return (
    <>
      {refused && <p role="alert">{refused}</p>}
      {info?.enabled && info.startUrl && (
        <a className={className} href={`${info.startUrl}?returnTo=${encodeURIComponent(returnTo)}`}>
          {UNIVERSITY_SIGN_IN_MESSAGES.button(info.school)}
        </a>
      )}
    </>
  );
}
