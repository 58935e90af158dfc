import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextAreaField, TextField } from './text-field';

const noop = () => {};

describe('limited text boxes (as the chat’s box: a counter, and a sentence when a paste is cut)', () => {
  it('count a limited text area from its first character, the counter tied to the box', () => {
    const html = renderToStaticMarkup(
      createElement(TextAreaField, {
        label: 'Comment',
        value: 'Great seller',
        maxLength: 300,
        onValueChange: noop,
      }),
    );
    expect(html).toContain('12 / 300');
    const describedBy = html.match(/<textarea[^>]*aria-describedby="([^"]+)"/)?.[1] ?? '';
    const counterId = html.match(/id="([^"]+)"[^>]*>12 \/ 300/)?.[1];
    expect(counterId).toBeTruthy();
    expect(describedBy.split(' ')).toContain(counterId);
  });

  it('count a limited one-line box as it nears its limit', () => {
    const box = (value: string) =>
      renderToStaticMarkup(
        createElement(TextField, { label: 'Title', value, maxLength: 100, onValueChange: noop }),
      );
    expect(box('Desk lamp')).not.toContain('/ 100');
    expect(box('x'.repeat(85))).toContain('85 / 100');
  });
});
