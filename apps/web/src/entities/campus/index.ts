// The campuses as the server answers them and who may read a campus (accounts-and-money §3): the
// campuses query, the read rule for this site's campus, the private-campus notice shown in its place
// and the guest welcome (Log In, Join Group) above a campus's content.
export { campusKeys } from './api/get-campus';
export { useCampusesQuery } from './api/get-campuses';
export { CampusGuestWelcome } from './components/campus-guest-welcome';
export { PrivateCampusNotice } from './components/private-campus-notice';
export { useCanReadCampus } from './use-can-read-campus';
