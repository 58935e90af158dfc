// Words of `npm run admin -- campus add` for Rice University, as the README's example types them.
import { createLocalStorage } from '../platform/storage/storage';
import type { TestContext } from './test-app';

/** Its name and short name. */
export const RICE_NAME_ARGS = ['--name', 'Rice University', '--short-name', 'rice'];

/** Where it is: the city, the state, the time zone and one meeting spot. */
export const RICE_PLACE_ARGS = [
  '--city',
  'Houston',
  '--state',
  'TX',
  '--time-zone',
  'America/Chicago',
  '--spot',
  'Fondren Library|Main entrance',
];

/** The campus command's dependencies in this process, against a test context's database (no files). */
export const campusCommandDeps = (t: TestContext) => ({
  db: t.db,
  storage: createLocalStorage('/nonexistent-campus-files'),
  bus: t.bus,
  campuses: t.app.campuses,
  site: {
    publicUrl: t.config.PUBLIC_URL,
    supportEmail: 'x@example.com',
    socialDmUrlTemplate: '{campus}',
    videos: false,
    googleSignIn: false,
  },
  baseDomain: t.config.BASE_DOMAIN,
});
