import { createBrowserRouter, Navigate } from 'react-router';
import { useSiteCampus } from '../features/campus/site-campus';
import { CampusHomePage } from '../features/feed/campus-home-page';
import { HubWelcomePage } from '../features/hub/hub-welcome-page';
import { SearchSchoolsPage } from '../features/hub/search-schools-page';
import { AppShell } from '../features/layout/components/app-shell';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { SettingsIndexPage, SettingsPage } from '../features/settings/settings-pages';
import { RootLayout } from './root-layout';

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
          { path: '/404', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <AppShell widgets={false} />,
        children: [
          { path: '/settings', element: <SettingsIndexPage /> },
          { path: '/settings/:page', element: <SettingsPage /> },
        ],
      },
    ],
  },
]);
