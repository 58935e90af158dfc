// Posts as every list shows them (community §2): the post card, the paged post list, linked text,
// the post cache and the media query. The post and saved pages are features/posts.
export { useMediaQuery } from './api/posts';
export { HeldBadge } from './components/held-badge';
export { PostCard, postCardKey } from './components/post-card';
export { PostList } from './components/post-list';
export { PostPlaceholder } from './components/post-placeholder';
export { LinkedText } from './components/rich-text';
