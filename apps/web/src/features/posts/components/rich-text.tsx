import { autolink, PREVIEW_CHARS, truncateText } from '@campus/domain';
import { type ReactNode, useState } from 'react';
import styles from './post.module.css';

interface LexNode {
  type?: string;
  text?: string;
  format?: number | string;
  url?: string;
  tag?: string;
  children?: LexNode[];
}

/** Text with URLs, phone numbers and addresses as links (never raw HTML). */
export function LinkedText({ text }: { text: string }) {
  let offset = 0;
  const nodes = autolink(text).map((part) => {
    const at = offset;
    offset += part.text.length;
    if (part.kind === 'text') return part.text;
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

function renderInline(node: LexNode, key: number): ReactNode {
  if (node.type === 'linebreak') return <br key={key} />;
  if (node.type === 'link' && typeof node.url === 'string' && /^https?:\/\//.test(node.url)) {
    return (
      <a key={key} href={node.url} target="_blank" rel="noreferrer nofollow">
        {(node.children ?? []).map((c, i) => c.text ?? renderInline(c, i))}
      </a>
    );
  }
  if (typeof node.text === 'string') {
    const format = typeof node.format === 'number' ? node.format : 0;
    let el: ReactNode = <LinkedText text={node.text} />;
    if (format & 1) el = <strong>{el}</strong>;
    if (format & 2) el = <em>{el}</em>;
    if (format & 8) el = <u>{el}</u>;
    if (format & 4) el = <s>{el}</s>;
    return <span key={key}>{el}</span>;
  }
  return <span key={key}>{(node.children ?? []).map(renderInline)}</span>;
}

/**
 * A post's text from its editor JSON, rendered node by node; long text (over 200 characters) shows
 * its start with 'See more', then 'See less'.
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
  const blocks = (doc as { root?: LexNode } | null)?.root?.children;
  const collapsed = expandable && cut.truncated && !open;
  return (
    <div className={styles.text}>
      {collapsed || !blocks ? (
        <p>
          <LinkedText text={collapsed ? cut.text : plain} />
        </p>
      ) : (
        blocks.map((block, i) => {
          const inner = (block.children ?? []).map(renderInline);
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one document, in order
          return block.type === 'quote' ? <blockquote key={i}>{inner}</blockquote> : <p key={i}>{inner}</p>;
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
