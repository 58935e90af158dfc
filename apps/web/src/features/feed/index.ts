// The campus feed (community §2 campus home). The home page is a route the app imports directly; other
// features refresh the feed through its query keys.
export { feedKeys, useAboutQuery } from '../../lib/post-lists/feed-keys';
