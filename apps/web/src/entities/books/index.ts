// Textbooks and requests: their badges and course links on cards, the requests a listing meets, and
// the reads of the course page and the composer's price history.
export { bookKeys, useCoursePosts, useIsbnTitles, usePriceHistory, useRequestsMet } from './api/books';
export { BookBadges, coursePath } from './components/book-badges';
export { RequestsMet } from './components/requests-met';
