// Direct messages (community §2 /messages, §4 chats). The app routes pages/messages-layout on
// /messages/:chatId? and pages/new-message-page on /messages/new (both signed-in, campus only).
// StartChatButton and useStartChat open a chat from posts and profiles; useUnreadChats feeds badges.
export { chatKeys } from './api/chat-keys';
export { useUnreadChats } from './api/get-chats';
export { type StartChatInput, useStartChat } from './api/start-chat';
export { StartChatButton, type StartChatButtonProps } from './components/start-chat-button';
