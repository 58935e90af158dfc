import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConditionField } from './condition-field';

const render = (disabled: boolean) =>
  renderToStaticMarkup(createElement(ConditionField, { value: null, onChange: () => {}, disabled }));

describe('ConditionField', () => {
  it('says why it is disabled until a price is typed, tied to the menu', () => {
    const html = render(true);
    expect(html).toContain('Add a price to choose a condition.');
    const describedBy = html.match(/<select[^>]*aria-describedby="([^"]+)"/)?.[1];
    expect(describedBy).toBeTruthy();
    expect(html).toContain(`id="${describedBy}"`);
  });

  it('says nothing more once it is enabled', () => {
    expect(render(false)).not.toContain('Add a price');
  });
});
