// The open information pages under /settings/{slug} (about, help, terms, privacy…).
export { INFO_PAGES, type InfoPageProps, type InfoPageSlug } from './content';
