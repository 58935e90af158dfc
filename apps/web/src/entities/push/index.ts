// Push notifications: the opt-in the notifications page shows. The settings page (per-type switches)
// is features/push.
export { PushPrompt } from './components/push-prompt';
