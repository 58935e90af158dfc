/** Strings of push notifications and the installable app (no spec text: our own, in the spec's voice). */
export const PUSH_MESSAGES = {
  settingsTitle: 'Push notifications',
  settingsIntro:
    'Get a notification on this device when something happens, even when the app is closed. We skip it while you have the app open.',
  turnOn: 'Turn on push notifications',
  turnOff: 'Turn off on this device',
  onForDevice: 'Push notifications are on for this device.',
  offForDevice: 'Push notifications are off for this device.',
  denied: 'Notifications are blocked for this site. Allow them in your browser settings, then try again.',
  unsupported:
    "This browser can't receive push notifications. On iPhone, add the app to your Home Screen first.",
  typesTitle: 'Notify me about',
  saved: 'Your push settings have been saved.',
  turnedOn: 'Push notifications are on.',
  turnedOff: 'Push notifications are off for this device.',
  endpointRefused: "This browser's push service isn't supported.",
  promptTitle: 'Never miss a buyer',
  promptText: 'Turn on push notifications to hear about messages, comments and saves right away.',
} as const;

export const APP_MESSAGES = {
  skipToContent: 'Skip to content',
  updateAvailable: 'A new version of the app is available.',
  reload: 'Reload',
  offlineTitle: "You're offline",
  offlineText: 'Check your connection and try again. Pages you opened before may still be here.',
  tryAgain: 'Try again',
} as const;
