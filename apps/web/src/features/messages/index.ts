// Direct messages (community §2 /messages, §4 chats). Routes: MessagesLayout on /messages/:chatId?
// and NewMessagePage on /messages/new (both signed-in, campus only). StartChatButton and
// useStartChat open a chat from posts and profiles; useUnreadChats feeds the layout's badges.
export { chatKeys } from './api/chat-keys';
export { useUnreadChats } from './api/get-chats';
export { type StartChatInput, useStartChat } from './api/start-chat';
export { StartChatButton, type StartChatButtonProps } from './components/start-chat-button';
export { MessagesLayout } from './pages/messages-layout';
export { NewMessagePage } from './pages/new-message-page';
