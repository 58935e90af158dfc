// What a draft sends: the post's or the comment's body, its key aside. The composer sends it, and a
// tab that hears its draft's key was answered elsewhere compares it with what was sent.
import { isHousingCategory, readPrice } from '@campus/domain';
import type { CreateCommentInput } from './api/create-comment';
import type { CreatePostInput } from './api/create-post';
import { bookBodyOf } from './book-draft';
import type { Draft } from './draft-store';

/** The price typed as whole dollars, null for none or one readPrice refuses. */
export const priceDollars = (text: string) => {
  const reading = readPrice(text);
  return reading.ok ? reading.dollars : null;
};

/** A comment's body: text, uploads and their descriptions. */
export function commentBodyOf(d: Draft): Omit<CreateCommentInput, 'clientKey'> {
  const uploadIds = d.files.flatMap((f) => (f.uploadId ? [f.uploadId] : []));
  const altTexts = Object.fromEntries(
    d.files.flatMap((f) =>
      f.uploadId && f.kind === 'image' && f.alt.trim() ? [[f.uploadId, f.alt.trim()]] : [],
    ),
  );
  return { text: d.hasText ? d.text : null, uploadIds, altTexts };
}

/** A post's body: a comment's, with its category, price and (with a price only) condition. */
export function postBodyOf(d: Draft): Omit<CreatePostInput, 'clientKey'> {
  const request = d.book.kind === 'looking_for';
  const category = d.category === 'all' ? null : d.category;
  // Looking for a roommate has a budget (sent as Up to) in the price box, instead of rent.
  const budget = !request && isHousingCategory(category) && d.book.housing.kind === 'roommate';
  const price = request || budget ? null : priceDollars(d.price);
  const book = bookBodyOf(d.book, category);
  return {
    ...commentBodyOf(d),
    category,
    price,
    condition: price === null ? null : d.condition,
    ...book,
    ...(budget && { upTo: priceDollars(d.price) }),
  };
}
