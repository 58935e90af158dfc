/// <reference types="node" />
// Rules every screen keeps, read from the sources so that the next screen is caught too.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? tsxFiles(path) : name.endsWith('.tsx') ? [path] : [];
  });
}

const sources = () =>
  tsxFiles(SRC).map((path) => ({ file: relative(SRC, path), text: readFileSync(path, 'utf8') }));

/** Each JSX opening tag `<Name ...>` of a source (attributes may span lines). */
const tags = (text: string, name: string) =>
  // An arrow (=>) or a {…} value is part of the tag; the first bare '>' ends it.
  [...text.matchAll(new RegExp(`<${name}\\b(=>|\\{[^{}]*\\}|[^<>])*>`, 'g'))].map((m) => m[0]);

describe('web screens', () => {
  it('give a form’s submit button the primary look; the dark one confirms a destructive step only', () => {
    // Deleting an account is the one form whose submit button destroys something.
    const destructive = new Set(['features/settings/account/components/delete-account-dialog.tsx']);
    const dark = sources()
      .filter((s) => !destructive.has(s.file))
      .flatMap((s) =>
        tags(s.text, 'Button')
          .filter((t) => t.includes('type="submit"') && t.includes('variant="dark"'))
          .map(() => s.file),
      );
    expect(dark).toEqual([]);
  });

  it('give every filtered list an empty state that says the filters emptied it and clears them', () => {
    const filtered = sources().filter((s) => s.text.includes('<ListingFilterControls'));
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.filter((s) => !s.text.includes('<FiltersEmpty')).map((s) => s.file)).toEqual([]);
  });

  it('give every box with a maxLength the shared length limit (its counter and its paste sentence)', () => {
    // The shared boxes carry it; a bare <input> or <textarea> with a limit calls the hook itself.
    const bare = sources().flatMap((s) =>
      ['input', 'textarea']
        .flatMap((name) => tags(s.text, name))
        .filter((t) => /\bmaxLength=/.test(t))
        // A literal limit under 20 is a format (a colour, a code), as the hook's COUNTED_FROM.
        .filter((t) => Number(t.match(/\bmaxLength=\{(\d+)\}/)?.[1] ?? Number.POSITIVE_INFINITY) >= 20)
        .filter(() => !/\buse(LengthLimit|PasteCut)\(/.test(s.text))
        .map(() => s.file),
    );
    expect(bare).toEqual([]);
  });
});
