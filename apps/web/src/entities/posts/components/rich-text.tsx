import { autolink, PREVIEW_CHARS, type ReaderInline, readDocument, truncateText } from '@campus/domain';
import { type ReactNode, useState } from 'react';
import styles from './post.module.css';

/**
 * Text with URLs, phone numbers and addresses as links (never raw HTML). `contactsAsText` leaves a
 * phone number as text: a message a safety tip flags must not offer one tap to move to text.
 */
export function LinkedText({ text, contactsAsText = false }: { text: string; contactsAsText?: boolean }) {
  let offset = 0;
  const nodes = autolink(text).map((part) => {
    const at = offset;
    offset += part.text.length;
    if (part.kind === 'text' || (contactsAsText && part.kind === 'phone')) return part.text;
    return (
      <a
        key={at}
        href={part.href}
        target={part.kind === 'phone' ? undefined : '_blank'}
        rel="noreferrer nofollow"
      >
        {part.text}
      </a>
    );
  });
  return <>{nodes}</>;
}

function renderInline(inline: ReaderInline, key: number): ReactNode {
  if (inline.kind === 'break') return <br key={key} />;
  if (inline.kind === 'link') {
    return (
      <a key={key} href={inline.url} target="_blank" rel="noreferrer nofollow">
        {inline.text}
      </a>
    );
  }
  let el: ReactNode = <LinkedText text={inline.text} />;
  if (inline.format & 1) el = <strong>{el}</strong>;
  if (inline.format & 2) el = <em>{el}</em>;
  if (inline.format & 8) el = <u>{el}</u>;
  if (inline.format & 4) el = <s>{el}</s>;
  return <span key={key}>{el}</span>;
}

/**
 * A post's text from its editor JSON, rendered node by node; long text (over 200 characters) shows
 * its start with 'See more', then 'See less'. Any stored document renders (readDocument never
 * throws and reads only what can be shown).
 */
export function RichText({
  doc,
  plain,
  expandable = true,
}: {
  doc: unknown;
  plain: string;
  expandable?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const cut = truncateText(plain, PREVIEW_CHARS);
  const blocks = readDocument(doc);
  const collapsed = expandable && cut.truncated && !open;
  return (
    <div className={styles.text}>
      {collapsed || blocks.length === 0 ? (
        <p>
          <LinkedText text={collapsed ? cut.text : plain} />
        </p>
      ) : (
        blocks.map((block, i) => {
          const inner = block.inlines.map(renderInline);
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one document, in order
          return block.quote ? <blockquote key={i}>{inner}</blockquote> : <p key={i}>{inner}</p>;
        })
      )}
      {expandable && cut.truncated && (
        <button type="button" className={styles.more} onClick={() => setOpen(!open)}>
          {open ? 'See less' : 'See more'}
        </button>
      )}
    </div>
  );
}
