import type { ChatMessage } from '@campus/domain';
import { tradeSafetySignals } from '@campus/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AlertProvider } from '../../../components/ui/alerts/alert-provider';
import { chatMessage } from '../../../test-support/chat-message';
import { MessageItem } from './message-item';

const message = (plainText: string): ChatMessage =>
  chatMessage('m1', { id: 'u2', firstName: 'Maya' }, plainText, '2026-12-01T12:00:00.000Z');

function render(text: string, tips = tradeSafetySignals(text)) {
  const item = createElement(MessageItem, {
    message: message(text),
    mine: false,
    blocked: false,
    receipt: null,
    tips,
    onReact: () => {},
  });
  const tree = createElement(
    QueryClientProvider,
    { client: new QueryClient() },
    createElement(AlertProvider, null, createElement(MemoryRouter, null, item)),
  );
  return renderToStaticMarkup(tree);
}

describe('MessageItem', () => {
  const flagged = 'Text me at 405-555-0134 or mail maya.c@example.com, I rarely check this app';

  it('shows a flagged message’s contact details as plain text, never as a link to tap', () => {
    expect(tradeSafetySignals(flagged).length).toBeGreaterThan(0);
    const html = render(flagged);
    expect(html).toContain('405-555-0134');
    expect(html).not.toMatch(/href="(sms|tel|mailto):/);
  });

  it('keeps the links of a message with no tip (later in a chat, a number alone is no signal)', () => {
    const text = 'Call 405-555-0134';
    expect(render(text, tradeSafetySignals(text, { earlyInChat: false }))).toMatch(/href="sms:/);
  });

  it('sets the tip apart from the sender’s message and says it comes from the site', () => {
    const html = render(flagged);
    // The sender's column beside her avatar: from its <div> to the </div> that closes it.
    const start = html.search(/<div class="[^"]*_body_/);
    let depth = 0;
    let end = start;
    for (const m of html.slice(start).matchAll(/<div\b|<\/div>/g)) {
      depth += m[0] === '</div>' ? -1 : 1;
      if (depth === 0) {
        end = start + (m.index ?? 0);
        break;
      }
    }
    expect(start).toBeGreaterThan(-1);
    expect(html.slice(start, end)).not.toContain('role="note"');
    expect(html.slice(end)).toContain('role="note"');
    expect(html).toContain('Added by the site, not written by Maya.');
  });
});
