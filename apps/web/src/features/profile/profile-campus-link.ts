import { type MembershipViewer, membershipAction, PROFILE_MESSAGES } from '@campus/domain';

/** A button to a page of this site (`to`) or to another campus's site (`href`). */
export type ProfileCampusLink = { label: string; to: string } | { label: string; href: string };

/**
 * The profile's campus button from the membership rule (community §2 Profile page): 'View Your
 * Campus' on the viewer's own campus, 'Visit As Guest' on another, 'Join Campus' for a viewer
 * without a verified school; nothing for a guest or a profile without a campus.
 */
export function profileCampusLink(input: {
  viewer: MembershipViewer | null;
  profileCampusId: string | null;
  siteCampusId: string;
  /** The profile's campus site, such as http://ut.localhost:3000 (from the server's campus list). */
  campusUrl: string | undefined;
}): ProfileCampusLink | null {
  const { viewer, profileCampusId: campusId, siteCampusId, campusUrl } = input;
  if (!campusId) return null;
  const home = campusId === siteCampusId ? { to: '/home' } : campusUrl ? { href: `${campusUrl}/home` } : null;
  switch (membershipAction(viewer, campusId)) {
    case 'view':
      return home && { label: PROFILE_MESSAGES.viewYourCampus, ...home };
    case 'visit-as-guest':
      return home && { label: PROFILE_MESSAGES.visitAsGuest, ...home };
    case 'join':
      return {
        label: PROFILE_MESSAGES.joinCampus,
        to: `/settings/account/school_email?campus=${encodeURIComponent(campusId)}`,
      };
    default:
      return null;
  }
}
