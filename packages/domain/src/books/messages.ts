import { formatPrice } from '../posts/autolink';

/** Textbooks and Looking-for posts: the composer's fields, the course page, price history, matches. */
export const BOOK_MESSAGES = {
  course: 'Course',
  courseHint: 'Like MATH 2924. Several? Separate them with commas.',
  isbn: 'ISBN',
  scanIsbn: 'Scan ISBN',
  scanning: 'Reading the barcode…',
  scanFailed: "We couldn't read a barcode in that photo. Try again closer, or type the ISBN.",
  badIsbn: "That ISBN doesn't look right. Check the 10 or 13 digits on the back cover.",
  courseTooLong: 'A course code is at most 20 characters.',
  tooManyCourses: 'Add up to 4 course codes.',
  notACourse: 'Write a course code like MATH 2924.',
  booksFor: (code: string) => `Books for ${code}`,
  noBooksForCourse: 'No books or requests for this course yet.',
  titleFromEarlier: 'Earlier listings here called it',
  takeTitle: (title: string) => `Use "${title}"`,
  postType: 'Post type',
  selling: 'Selling',
  lookingFor: 'Looking for',
  upTo: 'Up to ($)',
  upToShown: (cents: number) => `Up to ${formatPrice(cents)}`,
  foundIt: 'Found it',
  found: 'Found',
  markedFound: 'Marked as found',
  onlyRequests: 'Only requests can be marked as found.',
  soldHere: (count: number, lowCents: number, highCents: number, medianCents: number) =>
    `Sold on this campus: ${count} for ${formatPrice(lowCents)}–${formatPrice(highCents)} (median ${formatPrice(medianCents)})`,
  matchMailSubject: "A new listing may be what you're looking for",
  matchPushTitle: 'New listing for your request',
  mayBeWhatYouWant: (title: string) => `A new listing may be what you're looking for: ${title}`,
  peopleLooking: (n: number) =>
    n === 1
      ? '1 person is looking for something like this'
      : `${n} people are looking for something like this`,
} as const;

/** The composer's sentence for a course refusal (courseRefusal). */
export const COURSE_REFUSALS = {
  tooLong: BOOK_MESSAGES.courseTooLong,
  tooMany: BOOK_MESSAGES.tooManyCourses,
  notACode: BOOK_MESSAGES.notACourse,
} as const;
