// Campuses as the tests fill the campus form with them, and as the API answers them.

/** Rice University, as an administrator fills the campus form. */
export const rice = {
  name: 'Rice University',
  shortName: 'Rice',
  emailDomains: ['rice.edu'],
  color: '#00205B',
  accentColor: '#7c7e7f',
  city: 'Houston',
  state: 'TX',
  timeZone: 'America/Chicago',
  meetingSpots: [{ name: 'Fondren Library', directions: 'Main entrance, by the benches' }],
};

/** OU as GET /api/campus answers it on its own site: the fields its catalogue entry gives. */
export const OU_CAMPUS = {
  id: 'ou',
  name: 'University of Oklahoma',
  shortName: 'OU',
  emailDomains: ['ou.edu'],
  privacy: 'private',
  url: 'http://ou.localhost:3000',
  location: { city: 'Norman', state: 'OK', country: 'US' },
  isHub: false,
};
