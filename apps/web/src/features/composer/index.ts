export { CategoryPickerPage } from './category-picker-page';
export { CommentComposer } from './comment-composer';
export { COMMENT_SUCCESS_KEY, NOTIFY_POSTED_FILTER } from './composer-routes';
export { CreateCommentPage } from './create-comment-page';
export { CreatePostModal, type CreatePostModalProps } from './create-post-modal';
export { CreatePostPage } from './create-post-page';
export { useCommentSuccessAlert, useNotifyPostedAlert } from './use-composer-alerts';
export { useIsMobile } from './use-is-mobile';
