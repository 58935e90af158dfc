import { requiredDetour } from '@campus/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { isGeoBlocked } from '../lib/api-client';
import { useSessionQuery } from '../lib/session';
import { useSiteCampus } from '../lib/site-campus';

/** Pages an account on a detour may still open: the detour itself, log-out, settings, links. */
const ALWAYS_OPEN = [/^\/verify$/, /^\/logout$/, /^\/login\/sent$/, /^\/settings(\/.*)?$/, /^\/404$/];
const OPEN_BEFORE_SCHOOL = [/^\/profile\//, /^\/search_schools$/];

/** Reads and clears the cookie trigger_modal=profile_modal that reopens profile set-up (§4.5). */
function takeProfileModalCookie(): boolean {
  // The server's first render (entry-server.tsx) has no cookie jar: the browser decides after.
  if (typeof document === 'undefined') return false;
  if (!document.cookie.split('; ').includes('trigger_modal=profile_modal')) return false;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox
  document.cookie = 'trigger_modal=; Max-Age=0; Path=/';
  return true;
}

/**
 * A spinner while the session loads; then an unverified account is sent to /verify and one without
 * a verified school to /settings/account/school_email (not on the hub) — §2.2, §4.1.
 */
export function SessionGate() {
  const { data, isPending, error } = useSessionQuery();
  const campus = useSiteCampus();
  const { pathname } = useLocation();
  if (isPending) return <Spinner label="Loading your session" />;
  if (isGeoBlocked(error)) return <NotFoundPage />;
  const user = data?.user ?? null;
  if (user && !user.profileSetUp && takeProfileModalCookie() && pathname !== '/profile/set-up') {
    return <Navigate to="/profile/set-up" replace />;
  }
  const detour = requiredDetour(user, campus.isHub);
  const open = detour === '/verify' ? ALWAYS_OPEN : [...ALWAYS_OPEN, ...OPEN_BEFORE_SCHOOL];
  if (detour && !open.some((re) => re.test(pathname))) return <Navigate to={detour} replace />;
  return <Outlet />;
}

/** A page for signed-in users only: guests go to the root path. */
export function RequireSignedIn() {
  const { data } = useSessionQuery();
  return data?.user ? <Outlet /> : <Navigate to="/" replace />;
}
