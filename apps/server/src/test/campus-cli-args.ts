// Words of `npm run admin -- campus add` for Rice University, as the README's example types them.

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
