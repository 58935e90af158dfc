// Profiles: the public profile page (/{username}, community §2 Profile page) and the viewer's own
// profile set-up (/profile/set-up) and edit (/profile/edit).
export { ProfilePage } from './pages/profile-page';
export { ProfileEditPage } from './profile-edit-page';
export { ProfileSetupPage } from './profile-setup-page';
