import { BOOK_MESSAGES as B, isIsbn } from '@campus/domain';
import { useId, useRef, useState } from 'react';
import { useLengthLimit } from '../ui/text-field';
import styles from './listing-form.module.css';

export interface TextbookFieldsProps {
  course: string;
  isbn: string;
  onCourse: (course: string) => void;
  onIsbn: (isbn: string) => void;
  /** A sentence for the member (a barcode that could not be read). */
  onProblem: (message: string) => void;
}

/**
 * Course and ISBN of a textbook (composer and Edit), with Scan ISBN: a photo of the barcode (on a
 * phone, the camera) read by zxing-wasm, whose code loads only on the first scan. A typed ISBN with
 * a bad checksum says so under the box; the server refuses it with the same sentence.
 */
/** What the boxes take as typed (the server reads them: four 20-character codes, an ISBN with hyphens). */
const COURSE_MAX_TYPED = 200;
const ISBN_MAX_TYPED = 40;

export function TextbookFields({ course, isbn, onCourse, onIsbn, onProblem }: TextbookFieldsProps) {
  const courseId = useId();
  const isbnId = useId();
  const refusalId = useId();
  const photo = useRef<HTMLInputElement>(null);
  const [scanning, setScanning] = useState(false);
  const bad = isbn.trim() !== '' && !isIsbn(isbn);
  const courseLimit = useLengthLimit(course, COURSE_MAX_TYPED);
  const isbnLimit = useLengthLimit(isbn, ISBN_MAX_TYPED);

  const scan = async (file: File | undefined) => {
    if (!file) return;
    setScanning(true);
    try {
      const { readIsbnFromImage } = await import('../../lib/isbn-scanner');
      const read = await readIsbnFromImage(file);
      if (read) onIsbn(read);
      else onProblem(B.scanFailed);
    } catch {
      onProblem(B.scanFailed);
    } finally {
      setScanning(false);
    }
  };

  return (
    <div className={styles.textbookFields}>
      <div className={styles.textField}>
        <label htmlFor={courseId}>{B.course}</label>
        <input
          id={courseId}
          className={styles.textInput}
          value={course}
          autoComplete="off"
          maxLength={COURSE_MAX_TYPED}
          placeholder="MATH 2924"
          aria-describedby={courseLimit.describedBy}
          onPaste={courseLimit.onPaste}
          onChange={(e) => onCourse(e.target.value)}
        />
        {courseLimit.note}
      </div>
      <div className={styles.textField}>
        <label htmlFor={isbnId}>{B.isbn}</label>
        <input
          id={isbnId}
          className={styles.textInput}
          value={isbn}
          inputMode="numeric"
          autoComplete="off"
          maxLength={ISBN_MAX_TYPED}
          aria-invalid={bad}
          aria-describedby={[bad && refusalId, isbnLimit.describedBy].filter(Boolean).join(' ') || undefined}
          onPaste={isbnLimit.onPaste}
          onChange={(e) => onIsbn(e.target.value)}
        />
        {isbnLimit.note}
        <button
          type="button"
          className={styles.toolButton}
          disabled={scanning}
          onClick={() => photo.current?.click()}
        >
          {scanning ? B.scanning : B.scanIsbn}
        </button>
        <input
          ref={photo}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          tabIndex={-1}
          aria-label={B.scanIsbn}
          onChange={(e) => {
            void scan(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <p id={refusalId} className={styles.refusal} aria-live="polite">
          {bad && B.badIsbn}
        </p>
      </div>
    </div>
  );
}
