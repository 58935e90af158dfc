/**
 * What a person may do on a campus site (accounts-and-money §4.3, community §2): one rule the
 * feed gate, profiles and the hub reuse.
 * - 'view': a school-verified member of this campus ('View Your Campus').
 * - 'visit-as-guest': a school-verified member of another campus ('Visit As Guest').
 * - 'join': signed in without a verified school ('Join Campus', to the school-email settings).
 * - 'sign-in': not signed in; a private campus shows 'This community is private.' / 'Click to Join'.
 */
export type MembershipAction = 'view' | 'visit-as-guest' | 'join' | 'sign-in';

export interface MembershipViewer {
  schoolVerified: boolean;
  campusId: string | null;
}

export function membershipAction(viewer: MembershipViewer | null, campusId: string): MembershipAction {
  if (!viewer) return 'sign-in';
  if (!viewer.schoolVerified || !viewer.campusId) return 'join';
  return viewer.campusId === campusId ? 'view' : 'visit-as-guest';
}

/** Whether the campus feed, media and about tabs are shown, or the private-campus gate. */
export function canSeeCampusFeed(viewer: MembershipViewer | null, privacy: 'private' | 'public'): boolean {
  return privacy === 'public' || viewer !== null;
}

/**
 * Where a signed-in user must go first (§2.2 gating): an unverified account to /verify; an account
 * without a verified school to /settings/account/school_email, except on the hub. Null: stay.
 */
export function requiredDetour(
  viewer: { verified: boolean; schoolVerified: boolean } | null,
  onHub: boolean,
): '/verify' | '/settings/account/school_email' | null {
  if (!viewer) return null;
  if (!viewer.verified) return '/verify';
  if (!viewer.schoolVerified && !onHub) return '/settings/account/school_email';
  return null;
}
