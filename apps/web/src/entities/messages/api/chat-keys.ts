// Query keys of direct messages, one factory for every file of this feature (and for others that
// need to refresh the inbox, say after sharing a post).
export const chatKeys = {
  /** The inbox: GET /api/chats. */
  chats: ['chats'] as const,
  /** One chat's header data (other person, read receipt): GET /api/chats/{id}. */
  chat: (id: string) => ['chat', id] as const,
  /** One chat's messages, newest-first pages: GET /api/chats/{id}/messages. */
  messages: (id: string) => ['messages', id] as const,
  /** People found by the new-message search: GET /api/users/search?q=. */
  userSearch: (q: string) => ['user-search', q] as const,
};
