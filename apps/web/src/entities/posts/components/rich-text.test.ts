import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

const render = (doc: unknown, plain = '') =>
  renderToStaticMarkup(createElement(RichText, { doc, plain, expandable: false }));
const text = (t: string) => ({ type: 'text', text: t });
const doc = (...blocks: unknown[]) => ({ root: { type: 'root', children: blocks } });

describe('RichText with stored documents', () => {
  it.each([
    ['children that are a number', doc({ type: 'paragraph', children: 5 })],
    [
      'inline children that are a number',
      doc({ type: 'paragraph', children: [{ type: 'link', url: 'https://x.example', children: 5 }] }),
    ],
    ['a root that is a string', { root: 'x' }],
    ['null blocks', doc(null, 3, 'x')],
    ['text that is an object', doc({ type: 'paragraph', children: [{ type: 'text', text: { a: 1 } }] })],
  ])('renders %s without throwing', (_name, value) => {
    expect(() => render(value, 'fallback')).not.toThrow();
  });

  it('renders markup in text as text, and no javascript: link', () => {
    const html = render(
      doc({
        type: 'paragraph',
        children: [
          text('<script>alert(1)</script><img src=x onerror=alert(1)>'),
          { type: 'link', url: 'javascript:alert(1)', children: [text('click')] },
        ],
      }),
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;script&gt;');
  });

  it('shows the text of a block’s children, as the server counts it', () => {
    const html = render(doc({ type: 'paragraph', text: 'unseen', children: [text('seen')] }));
    expect(html).toContain('seen');
    expect(html).not.toContain('unseen');
  });
});
