// A campus the tests fill the campus form with.

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
