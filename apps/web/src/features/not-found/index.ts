// The 404 page: the router's fallback, the geo gate's answer and unknown settings pages.
export { NotFoundPage } from './not-found-page';
