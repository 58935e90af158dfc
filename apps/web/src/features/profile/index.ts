// Profiles: the public profile page (/{username}, community §2 Profile page) and the viewer's own
// profile set-up (/profile/set-up) and edit (/profile/edit) are routes the app imports from their
// files; posts refresh a profile's lists through its query keys.
export { profileKeys } from '../../lib/post-lists/profile-keys';
