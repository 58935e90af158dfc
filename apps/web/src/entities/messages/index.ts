// Chats as other screens start them (community §4 chats): StartChatButton and useStartChat open a
// chat from posts and profiles; useUnreadChats feeds badges. The /messages pages are features/messages.
export { chatKeys } from './api/chat-keys';
export { useUnreadChats } from './api/get-chats';
export { type StartChatInput, useStartChat } from './api/start-chat';
export { StartChatButton, type StartChatButtonProps } from './components/start-chat-button';
