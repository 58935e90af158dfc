/**
 * Every user-visible string of the spec lives here once, word for word; both sides import it.
 * Grouped by area; later work adds its own groups.
 */
export const MESSAGES = {
  notFound: {
    title: "This page doesn't exist.",
    text: 'Try searching for something else.',
    button: 'Go To Feed',
  },
  generic: {
    somethingWentWrong: 'Something went wrong',
  },
  privateCampus: {
    title: 'This community is private.',
    join: 'Click to Join',
  },
  nav: {
    buySell: 'Buy / Sell',
    home: 'Home',
    search: 'Search',
    notifications: 'Notifications',
    messages: 'Messages',
    saved: 'Saved',
    profile: 'Profile',
    settings: 'Settings',
    createPost: 'Create Post',
    logInWithEmail: 'Log In with Email',
  },
  guestDropdown: {
    title: 'Log In / Sign Up',
    subtitle: 'Takes less than a few seconds.',
    google: 'Continue with Google',
    email: 'Continue with Email',
  },
  hub: {
    viewYourCampus: 'View Your Campus',
    findYourCampus: 'Find Your Campus',
    joinYourCampus: 'Join Your Campus',
    visitYourCampus: 'Visit Your Campus',
  },
  feed: {
    logIn: 'Log In',
    joinGroup: 'Join Group',
  },
  settingsNav: {
    accountInfo: 'Account Info',
    accountSettings: 'Account Settings',
    logInSignUp: 'Log In / Sign Up',
    helpFeedback: 'Help & Feedback',
    customerSupport: 'Customer Support',
    giveFeedback: 'Give Us Feedback',
    forProfessionals: 'For Professionals',
    manageAds: 'Manage Ads',
    payments: 'Payments',
    generalInfo: 'General Info',
    about: 'About',
    howItWorks: 'How It Works',
    returnPolicy: 'Return Policy',
    trustAndSafety: 'Trust and Safety',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    logOut: 'Log Out',
  },
} as const;
