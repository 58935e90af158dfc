// Posts (community §2 /post/{id}, saved posts): the post card and paged post list other lists reuse,
// linked text, and the media query. The post and saved pages are routes the app imports directly.
export { useMediaQuery } from './api/posts';
export { PostCard, postCardKey } from './components/post-card';
export { PostList } from './components/post-list';
export { PostPlaceholder } from './components/post-placeholder';
export { LinkedText } from './components/rich-text';
