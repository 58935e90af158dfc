/**
 * Profile wording that is not the spec's own (headings, accessible names, the start-message
 * question); the spec's strings come from PROFILE_MESSAGES in packages/domain.
 */
export const PROFILE_LABELS = {
  tabs: 'Profile',
  loading: 'Loading the profile',
  tryAgain: 'Try again',
  messageTitle: (name: string) => `Message ${name}?`,
  messageText: 'Start a conversation.',
  listLabel: { home: 'Posts', photos: 'Photos and videos', replies: 'Replies', likes: 'Liked posts' },
} as const;
