import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { useSiteCampus } from '../lib/site-campus';
import { RootLayout } from './root-layout';
import { RequireSignedIn, SessionGate } from './session-gate';
import { AppShell } from './shell/components/app-shell';
import { ContactUsCard } from './shell/components/widget-column';

// Every page is its own chunk, loaded when its route is first shown (AppShell's Suspense shows a
// spinner meanwhile; a navigation keeps the old page until the new one is ready). The first load
// carries the shell, not the forms, settings, chats or info pages of other routes, and the chunks of
// the address being opened start loading at once, beside the session and campus requests.

type Load = () => Promise<ComponentType>;

/** A route whose page component loads on demand; `campusOnly` pages answer 404 on the hub. */
function page(load: Load, opts: { campusOnly?: boolean } = {}): RouteObject {
  const Page = lazy(() => load().then((Component) => ({ default: Component })));
  const element = opts.campusOnly ? (
    <CampusOnly>
      <Page />
    </CampusOnly>
  ) : (
    <Page />
  );
  return { element, handle: { preload: load } };
}

const authPages = () => import('../features/auth/pages/auth-pages');
const campusHome: Load = () => import('../features/feed/campus-home-page').then((m) => m.CampusHomePage);
const hubHome: Load = () =>
  import('../features/hub/hub-welcome-page').then(({ HubWelcomePage }) => () => (
    <HubWelcomePage ContactUsCard={ContactUsCard} />
  ));
const ModerationPage = lazy(() =>
  import('../features/moderation/pages/moderation-page').then((m) => ({ default: m.ModerationPage })),
);
const CampusHomePage = lazy(() => campusHome().then((Page) => ({ default: Page })));
const HubWelcomePage = lazy(() => hubHome().then((Page) => ({ default: Page })));
/** A guess from the address alone (the campus request decides): a campus site has a subdomain. */
const looksLikeCampus = () => {
  const host = window.location.hostname;
  return host.endsWith('.localhost') || host.split('.').length > 2;
};

/** /home is the hub's welcome page on the hub and the campus feed on a campus. */
function HomeRoute() {
  return useSiteCampus().isHub ? <HubWelcomePage /> : <CampusHomePage />;
}

/** A campus-only page: the hub answers 404. */
function CampusOnly({ children }: { children: React.ReactNode }) {
  return useSiteCampus().isHub ? <NotFoundPage /> : children;
}

/** Every page of the app: the browser's router (router.tsx) and the server's first render (entry-server.tsx). */
export const routes: RouteObject[] = [
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
              {
                path: '/home',
                element: <HomeRoute />,
                handle: { preload: () => (looksLikeCampus() ? campusHome() : hubHome()) },
              },
              { path: '/media', ...page(campusHome, { campusOnly: true }) },
              { path: '/about', ...page(campusHome, { campusOnly: true }) },
              {
                path: '/search_schools',
                ...page(() => import('../features/hub/search-schools-page').then((m) => m.SearchSchoolsPage)),
              },
              {
                path: '/search',
                ...page(() => import('../features/search/pages/search-page').then((m) => m.SearchPage)),
              },
              {
                path: '/course/:code',
                ...page(() => import('../features/books/course-page').then((m) => m.CoursePage), {
                  campusOnly: true,
                }),
              },
              {
                path: '/post/:id',
                ...page(() => import('../features/posts/pages/post-page').then((m) => m.PostPage), {
                  campusOnly: true,
                }),
              },
              {
                path: '/post/:id/boost',
                ...page(() => import('../features/ads/pages/boost-page').then((m) => m.BoostPage), {
                  campusOnly: true,
                }),
              },
              {
                path: '/post/:id/boost/success',
                ...page(
                  () => import('../features/ads/pages/boost-return-pages').then((m) => m.BoostSuccessPage),
                  {
                    campusOnly: true,
                  },
                ),
              },
              {
                path: '/post/:id/boost/cancel',
                ...page(
                  () => import('../features/ads/pages/boost-return-pages').then((m) => m.BoostCancelPage),
                  {
                    campusOnly: true,
                  },
                ),
              },
              {
                element: <RequireSignedIn />,
                children: [
                  {
                    path: '/notifications',
                    ...page(
                      () =>
                        import('../features/notifications/pages/notifications-page').then(
                          (m) => m.NotificationsPage,
                        ),
                      { campusOnly: true },
                    ),
                  },
                  // On the hub too: administrators manage campuses there (the page keeps the hub to that tab).
                  ...(
                    ['reports', 'ads', 'rules', 'insights', 'moderators', 'audit', 'campuses'] as const
                  ).map((tab) => ({
                    path: tab === 'reports' ? '/moderation' : `/moderation/${tab}`,
                    element: <ModerationPage tab={tab} />,
                  })),
                  {
                    path: '/notifications/mentions',
                    ...page(
                      () =>
                        import('../features/notifications/pages/mentions-page').then((m) => m.MentionsPage),
                      { campusOnly: true },
                    ),
                  },
                ],
              },
              { path: '/404', element: <NotFoundPage /> },
              // A member's profile; every fixed path outranks it, so it never shadows a page.
              {
                path: '/:username',
                ...page(() => import('../features/profile/pages/profile-page').then((m) => m.ProfilePage)),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          {
            element: <AppShell widgets={false} />,
            children: [
              {
                path: '/user_registration',
                ...page(() => authPages().then((m) => m.AuthLandingPage)),
              },
              {
                path: '/login',
                ...page(() => authPages().then((m) => m.LoginPage)),
              },
              {
                path: '/login/sent',
                ...page(() => authPages().then((m) => m.MagicLinkSentPage)),
              },
              {
                path: '/register',
                ...page(() => authPages().then((m) => m.RegisterPage)),
              },
              {
                path: '/verify',
                ...page(() => authPages().then((m) => m.VerifyPage)),
              },
              {
                path: '/forgotpassword',
                ...page(() => authPages().then((m) => m.ForgotPasswordPage)),
              },
              {
                path: '/reset-password',
                ...page(() => authPages().then((m) => m.ResetPasswordPage)),
              },
              {
                element: <RequireSignedIn />,
                children: [
                  {
                    path: '/logout',
                    ...page(() => authPages().then((m) => m.LogoutPage)),
                  },
                  {
                    path: '/messages/new',
                    ...page(
                      () =>
                        import('../features/messages/pages/new-message-page').then((m) => m.NewMessagePage),
                      {
                        campusOnly: true,
                      },
                    ),
                  },
                  {
                    path: '/ads/:adId?',
                    ...page(() => import('../features/ads/pages/ads-page').then((m) => m.AdsPage), {
                      campusOnly: true,
                    }),
                  },
                  {
                    path: '/checkout',
                    ...page(() => import('../features/ads/pages/checkout-page').then((m) => m.CheckoutPage), {
                      campusOnly: true,
                    }),
                  },
                  {
                    path: '/messages/:chatId?',
                    ...page(
                      () =>
                        import('../features/messages/pages/messages-layout').then((m) => m.MessagesLayout),
                      {
                        campusOnly: true,
                      },
                    ),
                  },
                  {
                    path: '/profile/set-up',
                    ...page(() =>
                      import('../features/profile/profile-setup-page').then((m) => m.ProfileSetupPage),
                    ),
                  },
                  {
                    path: '/offers',
                    ...page(() => import('../features/offers/pages/offers-page').then((m) => m.OffersPage), {
                      campusOnly: true,
                    }),
                  },
                  {
                    path: '/saved',
                    ...page(() => import('../features/posts/pages/saved-page').then((m) => m.SavedPage), {
                      campusOnly: true,
                    }),
                  },
                  {
                    path: '/create/post',
                    ...page(
                      () => import('../features/composer/create-post-page').then((m) => m.CreatePostPage),
                      {
                        campusOnly: true,
                      },
                    ),
                  },
                  {
                    path: '/create/categories',
                    ...page(
                      () =>
                        import('../features/composer/category-picker-page').then((m) => m.CategoryPickerPage),
                      {
                        campusOnly: true,
                      },
                    ),
                  },
                  {
                    path: '/create/comment/:postId',
                    ...page(
                      () =>
                        import('../features/composer/create-comment-page').then((m) => m.CreateCommentPage),
                      {
                        campusOnly: true,
                      },
                    ),
                  },
                ],
              },
              {
                path: '/settings',
                ...page(() => import('./settings/settings-pages').then((m) => m.SettingsIndexPage)),
              },
              {
                path: '/settings/:page',
                ...page(() => import('./settings/settings-pages').then((m) => m.SettingsPage)),
              },
              {
                path: '/settings/account/:page',
                ...page(() => import('./settings/settings-pages').then((m) => m.SettingsPage)),
              },
              {
                path: '/profile/edit',
                ...page(() => import('../features/profile/profile-edit-page').then((m) => m.ProfileEditPage)),
              },
            ],
          },
        ],
      },
    ],
  },
];
