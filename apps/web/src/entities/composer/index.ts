// The post and comment composer the shell, the feed and the post page open (its mobile pages are
// features/composer). Heavy components (Lexical) are exported lazily; the hooks and constants are light.
export { COMMENT_SUCCESS_KEY, NOTIFY_POSTED_FILTER } from './composer-routes';
export type { CreatePostModalProps } from './create-post-modal';
export { CommentComposer, CreatePostModal } from './lazy';
export { useCommentSuccessAlert, useNotifyPostedAlert } from './use-composer-alerts';
export { isMobileNow, useIsMobile } from './use-is-mobile';
