import { BOOK_MESSAGES as B, isIsbn } from '@campus/domain';
import { type ComponentProps, type ReactNode, useId, useRef, useState } from 'react';
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
  const refusalId = useId();
  const photo = useRef<HTMLInputElement>(null);
  const [scanning, setScanning] = useState(false);
  const bad = isbn.trim() !== '' && !isIsbn(isbn);

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
      <TypedBox
        label={B.course}
        value={course}
        max={COURSE_MAX_TYPED}
        placeholder="MATH 2924"
        onValue={onCourse}
      />
      <TypedBox
        label={B.isbn}
        value={isbn}
        max={ISBN_MAX_TYPED}
        inputMode="numeric"
        aria-invalid={bad}
        describedBy={bad ? refusalId : undefined}
        onValue={onIsbn}
      >
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
      </TypedBox>
    </div>
  );
}

interface TypedBoxProps extends Omit<ComponentProps<'input'>, 'id' | 'className' | 'maxLength' | 'onChange'> {
  label: string;
  value: string;
  /** What it takes as typed; a paste past it says so (the shared length limit). */
  max: number;
  onValue: (value: string) => void;
  /** The id of a sentence about the box besides its limit's. */
  describedBy?: string;
  /** What follows the box in its field (Scan ISBN, the refusal). */
  children?: ReactNode;
}

/** A labelled box of the textbook's fields, with its length limit's counter and paste sentence. */
function TypedBox({ label, value, max, onValue, describedBy, children, ...input }: TypedBoxProps) {
  const id = useId();
  const limit = useLengthLimit(value, max);
  return (
    <div className={styles.textField}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.textInput}
        value={value}
        autoComplete="off"
        maxLength={max}
        {...input}
        aria-describedby={[describedBy, limit.describedBy].filter(Boolean).join(' ') || undefined}
        onPaste={limit.onPaste}
        onChange={(e) => onValue(e.target.value)}
      />
      {limit.note}
      {children}
    </div>
  );
}
