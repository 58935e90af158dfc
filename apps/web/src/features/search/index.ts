// Search (community §2 /search, Search bar; §3 recent and popular searches). SearchPage is the
// /search route; SearchBar is the header search box the layout places in the widget column.
export { SearchBar } from './components/search-bar';
export { SearchPage } from './pages/search-page';
