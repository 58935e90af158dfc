// The textbook and request part of a post draft: Selling or Looking for, Up to, Course and ISBN,
// as typed. The body sends them; the server checks them (their sentences come back as alerts).
import {
  courseCodesOf,
  isHousingCategory,
  isTextbookCategory,
  type PostKind,
  readPrice,
} from '@campus/domain';
import {
  emptyHousingDraft,
  type HousingDraft,
  housingBodyOf,
  isHousingDraftEmpty,
} from '../../components/listing-form/housing-draft';

export interface BookDraft {
  kind: PostKind;
  /** Up to, as typed ('' for none): a Looking-for post's highest price. */
  upTo: string;
  /** The Course field as typed: one or more codes, separated by commas. */
  course: string;
  isbn: string;
  /** Housing & Apartments' details (sent only in that category). */
  housing: HousingDraft;
}

export const emptyBookDraft = (): BookDraft => ({
  kind: 'selling',
  upTo: '',
  course: '',
  isbn: '',
  housing: emptyHousingDraft(),
});

export const isBookDraftEmpty = (b: BookDraft) =>
  b.kind === 'selling' && b.upTo === '' && b.course === '' && b.isbn === '' && isHousingDraftEmpty(b.housing);

const upToDollars = (text: string) => {
  const reading = readPrice(text);
  return reading.ok ? reading.dollars : null;
};

/** What a post body carries of it: Course and ISBN only in the textbook categories. */
export function bookBodyOf(b: BookDraft, category: string | null) {
  const textbook = isTextbookCategory(category);
  return {
    kind: b.kind,
    upTo: b.kind === 'looking_for' ? upToDollars(b.upTo) : null,
    courses: textbook ? courseCodesOf(b.course) : [],
    isbn: textbook && b.isbn.trim() ? b.isbn.trim() : null,
    ...(isHousingCategory(category) && { housing: housingBodyOf(b.housing) }),
  };
}
