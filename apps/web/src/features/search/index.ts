// Search (community §2 /search, Search bar; §3 recent and popular searches). pages/search-page is the
// /search route; SearchBar is the header search box the layout places in the widget column; posts
// refresh results through its query keys.

export { SearchBar } from './components/search-bar';
