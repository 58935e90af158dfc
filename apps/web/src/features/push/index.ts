// Push notifications: the opt-in on the notifications page and the settings page (per-type switches).
export { PushPrompt } from './components/push-prompt';
export { PushSettingsPage } from './pages/push-settings-page';
