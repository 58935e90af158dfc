// Search (community §2 /search, Search bar; §3 recent and popular searches). pages/search-page is the
// /search route; SearchBar is the header search box the shell (app/shell) places in the widget
// column. Its query keys are lib/post-lists/search-keys.ts, which the post cache patches.
export { SearchBar } from './components/search-bar';
