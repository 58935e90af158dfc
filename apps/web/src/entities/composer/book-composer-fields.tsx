import {
  BOOK_MESSAGES as B,
  courseCodesOf,
  courseRefusal,
  isTextbookCategory,
  plainTextOf,
  toIsbn13,
} from '@campus/domain';
import type { SerializedEditorState } from 'lexical';
import styles from '../../components/listing-form/listing-form.module.css';
import { PostTypeField } from '../../components/listing-form/post-type-field';
import { TextbookFields } from '../../components/listing-form/textbook-fields';
import { useAlert } from '../../components/ui/alerts/alert-provider';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useIsbnTitles, usePriceHistory } from '../books/api/books';
import type { Composer } from './use-composer';

/** The first line of the draft's text: what the price history compares as a title. */
const titleOf = (plain: string) => plain.trim().split('\n')[0]?.slice(0, 120) ?? '';

/** One line of text as the editor's document. */
const lineDocument = (text: string) =>
  ({
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          textFormat: 0,
          textStyle: '',
          children: [{ type: 'text', version: 1, detail: 0, format: 0, mode: 'normal', style: '', text }],
        },
      ],
    },
  }) as unknown as SerializedEditorState;

/**
 * The composer's textbook and request part: Post type (Selling / Looking for), and in the textbook
 * categories Course, ISBN with Scan ISBN, the titles earlier listings gave the ISBN (when the text is
 * still empty) and what such books sold for on this campus.
 */
export function BookComposerFields({ composer }: { composer: Composer }) {
  const alert = useAlert();
  const { draft } = composer;
  const book = draft.book;
  const { setBook } = composer;
  const textbook = isTextbookCategory(draft.category);
  const isbn13 = textbook ? toIsbn13(book.isbn) : null;
  const codes = courseCodesOf(book.course);
  const course = textbook && codes.length > 0 && !courseRefusal(codes.slice(0, 1)) ? codes[0]! : null;
  const title = useDebouncedValue(titleOf(plainTextOf(draft.text)), 400);
  const history = usePriceHistory({ isbn: isbn13, course, title: textbook || isbn13 ? title : '' });
  const titles = useIsbnTitles(draft.hasText ? null : isbn13);
  const sold = book.kind === 'selling' ? history.data?.history : null;
  return (
    <>
      <PostTypeField value={book.kind} onChange={(kind) => setBook({ kind })} />
      {textbook && (
        <TextbookFields
          course={book.course}
          isbn={book.isbn}
          onCourse={(c) => setBook({ course: c })}
          onIsbn={(isbn) => setBook({ isbn })}
          onProblem={(message) => alert(message, 'danger')}
        />
      )}
      {titles.data && titles.data.titles.length > 0 && (
        <p className={styles.hint}>
          {B.titleFromEarlier}{' '}
          {titles.data.titles.map((t) => (
            <button
              key={t}
              type="button"
              className={styles.toolButton}
              onClick={() => {
                composer.setTextLine(lineDocument(t), t.length);
              }}
            >
              {B.takeTitle(t)}
            </button>
          ))}
        </p>
      )}
      {sold && (
        <p className={styles.hint} aria-live="polite">
          {B.soldHere(sold.count, sold.lowCents, sold.highCents, sold.medianCents)}
        </p>
      )}
    </>
  );
}
