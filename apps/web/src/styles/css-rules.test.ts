/// <reference types="node" />
// Rules of the stylesheets a screen can't show wrong: clamped text ends on a whole line, and a post's
// photo is never cropped so that the item is cut.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? cssFiles(path) : name.endsWith('.css') ? [path] : [];
  });
}

/** Each `selector { body }` of a stylesheet, comments dropped (no nesting in this app's CSS). */
function rules(path: string): { file: string; selector: string; body: string }[] {
  const css = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    file: relative(SRC, path),
    selector: (m[1] ?? '').trim(),
    body: m[2] ?? '',
  }));
}

const all = () => cssFiles(SRC).flatMap(rules);

/** The bottom padding a rule sets: from padding, padding-block or padding-bottom. */
function paddingBottom(body: string): string | null {
  let bottom: string | null = null;
  for (const [, prop, value] of body.matchAll(/(padding(?:-block|-bottom)?)\s*:\s*([^;]+)/g)) {
    const parts = (value ?? '').trim().split(/\s+/);
    if (prop === 'padding-bottom') bottom = parts[0] ?? null;
    else if (prop === 'padding-block') bottom = parts[1] ?? parts[0] ?? null;
    else bottom = parts[2] ?? parts[0] ?? null;
  }
  return bottom;
}

describe('stylesheets', () => {
  it('clamp text by whole lines: a line-clamped box has no bottom padding for the next line to show in', () => {
    const clamped = all().filter((r) => /line-clamp\s*:/.test(r.body));
    expect(clamped.length).toBeGreaterThan(0);
    const bleeding = clamped
      .filter((r) => {
        const bottom = paddingBottom(r.body);
        return bottom !== null && !/^0(px)?$/.test(bottom);
      })
      .map((r) => `${r.file} ${r.selector}`);
    expect(bleeding).toEqual([]);
  });

  it('show a post’s whole photo in cards and shared posts (contain, never cover)', () => {
    const photoBoxes = [
      ['entities/posts/components/post.module.css', '.mediaItem'],
      ['features/messages/message.module.css', '.image'],
      ['features/messages/message.module.css', '.sharedImage'],
    ];
    const fits = photoBoxes.map(([file, selector]) => {
      const rule = all().find((r) => r.file === file && r.selector === selector);
      return `${file} ${selector}: ${rule?.body.match(/object-fit\s*:\s*([a-z-]+)/)?.[1] ?? 'none'}`;
    });
    expect(fits).toEqual(photoBoxes.map(([file, selector]) => `${file} ${selector}: contain`));
  });
});
