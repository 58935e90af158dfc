import { useSiteCampus } from '../../../lib/site-campus';

/** Where a just-signed-in user goes: a safe `redirect` path, the school search on the hub, else /home. */
export function useAfterSignInPath(redirect: string | null): string {
  const campus = useSiteCampus();
  if (redirect?.startsWith('/') && !redirect.startsWith('//')) return redirect;
  return campus.isHub ? '/search_schools' : '/home';
}
