// Query keys of the moderation feature, one factory so mutations invalidate the right lists.
export const moderationKeys = {
  role: ['moderation', 'role'] as const,
  reports: ['moderation', 'reports'] as const,
  appeals: ['moderation', 'appeals'] as const,
  ads: ['moderation', 'ads'] as const,
  moderators: ['moderation', 'moderators'] as const,
  audit: ['moderation', 'audit'] as const,
  campuses: ['moderation', 'campuses'] as const,
  insights: (scope: string) => ['moderation', 'insights', scope] as const,
  rules: ['moderation', 'rules'] as const,
  held: ['moderation', 'held'] as const,
};

/** `?cursor=…` for a page after the first. */
export const cursorParam = (cursor: string) => (cursor ? `?cursor=${encodeURIComponent(cursor)}` : '');
