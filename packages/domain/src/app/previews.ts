import { endSentence } from '../text/sentence-name';
import { titleFrom } from '../text/truncate';

// Link previews (Open Graph, Twitter cards) of shared links: the wording and the privacy rule. The
// server renders them into index.html; a private campus never previews a post's text, price or photos.

/** The description of a post of a private campus: nothing of the post itself. */
export function privateListingDescription(campusShortName: string): string {
  return `A listing on ${campusShortName} Buy / Sell`;
}

/** The description of a profile on a private campus: not even the person's name. */
export function privateProfileDescription(campusShortName: string): string {
  return `A member of ${campusShortName} Buy / Sell`;
}

/** The description of a campus home. */
export function campusHomeDescription(campusName: string): string {
  return `Buy and sell with verified students at ${endSentence(campusName)} Post in under 30 seconds.`;
}

export const HUB_DESCRIPTION =
  'Buy and sell with verified students on your campus. Post in under 30 seconds.';

/** The site name of a campus's previews: 'OU Buy / Sell'. */
export function previewSiteName(campusShortName: string): string {
  return `${campusShortName} Buy / Sell`;
}

export const PREVIEW_TITLE_LENGTH = 70;
export const PREVIEW_DESCRIPTION_LENGTH = 200;

/** The start of a text, on one line, cut at a word near `max` with an ellipsis. */
export function textStart(text: string, max: number): string {
  return titleFrom(text, max);
}

/** '$1,250' from cents; '$12.50' when there are cents; 'Free' for zero. */
export function formatPreviewPrice(cents: number): string {
  if (cents === 0) return 'Free';
  const dollars = cents / 100;
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;
}

export const PHOTO_ALT_LENGTH = 120;
/** The longest alt text an author may write for a photo. */
export const MAX_ALT_TEXT_LENGTH = 500;

/**
 * The alt text of a post's photo: what the author wrote for it, else the post's text start, else
 * its place in the post ('Photo 2 of 3').
 */
export function photoAlt(
  alt: string | null | undefined,
  postText: string,
  index: number,
  count: number,
): string {
  const own = alt?.trim();
  if (own) return own;
  const start = textStart(postText, PHOTO_ALT_LENGTH);
  const place = count > 1 ? ` (photo ${index + 1} of ${count})` : '';
  return start ? `${start}${place}` : `Photo ${index + 1} of ${count}`;
}

/** The composer's alt text field of each photo, labelled by its place: two photos may share a name. */
export const PHOTO_ALT_MESSAGES = {
  label: (index: number, count: number) => `Describe photo ${index + 1} of ${count}`,
} as const;
