import { createBrowserRouter, Navigate } from 'react-router';
import { AdsPage, BoostCancelPage, BoostPage, BoostSuccessPage, CheckoutPage } from '../features/ads';
import { AuthLandingPage } from '../features/auth/pages/auth-landing-page';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { LogoutPage } from '../features/auth/pages/logout-page';
import { MagicLinkSentPage } from '../features/auth/pages/magic-link-sent-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { VerifyPage } from '../features/auth/pages/verify-page';
import { CategoryPickerPage, CreateCommentPage, CreatePostPage } from '../features/composer';
import { CampusHomePage } from '../features/feed/campus-home-page';
import { HubWelcomePage } from '../features/hub/hub-welcome-page';
import { SearchSchoolsPage } from '../features/hub/search-schools-page';
import { AppShell } from '../features/layout/components/app-shell';
import { MessagesLayout } from '../features/messages/pages/messages-layout';
import { NewMessagePage } from '../features/messages/pages/new-message-page';
import { ModerationPage } from '../features/moderation';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { MentionsPage, NotificationsPage } from '../features/notifications';
import { PostPage } from '../features/posts/pages/post-page';
import { SavedPage } from '../features/posts/pages/saved-page';
import { ProfilePage } from '../features/profile/pages/profile-page';
import { ProfileEditPage } from '../features/profile/profile-edit-page';
import { ProfileSetupPage } from '../features/profile/profile-setup-page';
import { SearchPage } from '../features/search/pages/search-page';
import { SettingsIndexPage, SettingsPage } from '../features/settings/settings-pages';
import { useSiteCampus } from '../lib/site-campus';
import { RootLayout } from './root-layout';
import { RequireSignedIn, SessionGate } from './session-gate';

/** /home is the hub's welcome page on the hub and the campus feed on a campus. */
function HomeRoute() {
  return useSiteCampus().isHub ? <HubWelcomePage /> : <CampusHomePage />;
}

/** A campus-only page: the hub answers 404. */
function CampusOnly({ children }: { children: React.ReactNode }) {
  return useSiteCampus().isHub ? <NotFoundPage /> : children;
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      {
        element: <SessionGate />,
        children: [
          { path: '/', element: <Navigate to="/home" replace /> },
          {
            element: <AppShell />,
            children: [
              { path: '/home', element: <HomeRoute /> },
              {
                path: '/media',
                element: (
                  <CampusOnly>
                    <CampusHomePage />
                  </CampusOnly>
                ),
              },
              {
                path: '/about',
                element: (
                  <CampusOnly>
                    <CampusHomePage />
                  </CampusOnly>
                ),
              },
              { path: '/search_schools', element: <SearchSchoolsPage /> },
              { path: '/search', element: <SearchPage /> },
              {
                path: '/post/:id',
                element: (
                  <CampusOnly>
                    <PostPage />
                  </CampusOnly>
                ),
              },
              {
                path: '/post/:id/boost',
                element: (
                  <CampusOnly>
                    <BoostPage />
                  </CampusOnly>
                ),
              },
              {
                path: '/post/:id/boost/success',
                element: (
                  <CampusOnly>
                    <BoostSuccessPage />
                  </CampusOnly>
                ),
              },
              {
                path: '/post/:id/boost/cancel',
                element: (
                  <CampusOnly>
                    <BoostCancelPage />
                  </CampusOnly>
                ),
              },
              {
                element: <RequireSignedIn />,
                children: [
                  {
                    path: '/notifications',
                    element: (
                      <CampusOnly>
                        <NotificationsPage />
                      </CampusOnly>
                    ),
                  },
                  ...(['reports', 'ads', 'moderators', 'audit'] as const).map((tab) => ({
                    path: tab === 'reports' ? '/moderation' : `/moderation/${tab}`,
                    element: (
                      <CampusOnly>
                        <ModerationPage tab={tab} />
                      </CampusOnly>
                    ),
                  })),
                  {
                    path: '/notifications/mentions',
                    element: (
                      <CampusOnly>
                        <MentionsPage />
                      </CampusOnly>
                    ),
                  },
                ],
              },
              { path: '/404', element: <NotFoundPage /> },
              // A member's profile; every fixed path outranks it, so it never shadows a page.
              { path: '/:username', element: <ProfilePage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          {
            element: <AppShell widgets={false} />,
            children: [
              { path: '/user_registration', element: <AuthLandingPage /> },
              { path: '/login', element: <LoginPage /> },
              { path: '/login/sent', element: <MagicLinkSentPage /> },
              { path: '/register', element: <RegisterPage /> },
              { path: '/verify', element: <VerifyPage /> },
              { path: '/forgotpassword', element: <ForgotPasswordPage /> },
              { path: '/reset-password', element: <ResetPasswordPage /> },
              {
                element: <RequireSignedIn />,
                children: [
                  { path: '/logout', element: <LogoutPage /> },
                  {
                    path: '/messages/new',
                    element: (
                      <CampusOnly>
                        <NewMessagePage />
                      </CampusOnly>
                    ),
                  },
                  {
                    path: '/ads/:adId?',
                    element: (
                      <CampusOnly>
                        <AdsPage />
                      </CampusOnly>
                    ),
                  },
                  {
                    path: '/checkout',
                    element: (
                      <CampusOnly>
                        <CheckoutPage />
                      </CampusOnly>
                    ),
                  },
                  {
                    path: '/messages/:chatId?',
                    element: (
                      <CampusOnly>
                        <MessagesLayout />
                      </CampusOnly>
                    ),
                  },
                  { path: '/profile/set-up', element: <ProfileSetupPage /> },
                  {
                    path: '/saved',
                    element: (
                      <CampusOnly>
                        <SavedPage />
                      </CampusOnly>
                    ),
                  },
                  {
                    path: '/create/post',
                    element: (
                      <CampusOnly>
                        <CreatePostPage />
                      </CampusOnly>
                    ),
                  },
                  {
                    path: '/create/categories',
                    element: (
                      <CampusOnly>
                        <CategoryPickerPage />
                      </CampusOnly>
                    ),
                  },
                  {
                    path: '/create/comment/:postId',
                    element: (
                      <CampusOnly>
                        <CreateCommentPage />
                      </CampusOnly>
                    ),
                  },
                ],
              },
              { path: '/settings', element: <SettingsIndexPage /> },
              { path: '/settings/:page', element: <SettingsPage /> },
              { path: '/settings/account/:page', element: <SettingsPage /> },
              { path: '/profile/edit', element: <ProfileEditPage /> },
            ],
          },
        ],
      },
    ],
  },
]);
