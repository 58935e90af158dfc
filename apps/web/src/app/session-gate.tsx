import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useSessionQuery } from '../features/auth/api/session';

/** Pages an account whose e-mail is not verified yet may still open. */
const OPEN_TO_UNVERIFIED = [/^\/verify$/, /^\/logout$/, /^\/login\/sent$/, /^\/settings(\/[a-z_]+)?$/];

/** A spinner while the session loads; then an unverified account is sent to /verify (§4.1). */
export function SessionGate() {
  const { data, isPending } = useSessionQuery();
  const { pathname } = useLocation();
  if (isPending) return <Spinner label="Loading your session" />;
  const user = data?.user;
  if (user && !user.verified && !OPEN_TO_UNVERIFIED.some((re) => re.test(pathname))) {
    return <Navigate to="/verify" replace />;
  }
  return <Outlet />;
}

/** A page for signed-in users only: guests go to the root path. */
export function RequireSignedIn() {
  const { data } = useSessionQuery();
  return data?.user ? <Outlet /> : <Navigate to="/" replace />;
}
