import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DraftFile } from './draft-store';
import { FileThumbnails } from './file-thumbnails';

const photo = (key: string): DraftFile => ({
  key,
  name: 'photo.jpg',
  kind: 'image',
  previewUrl: `blob:${key}`,
  progress: 100,
  status: 'done',
  uploadId: key,
  alt: '',
  savedPreview: '',
});

describe('FileThumbnails', () => {
  it('labels each photo’s description field with its place and shows that photo beside it', () => {
    const html = renderToStaticMarkup(
      createElement(FileThumbnails, {
        files: [photo('a'), photo('b')],
        onRemove: () => {},
        onAltChange: () => {},
      }),
    );
    // Two photos of the same name: the field says which one it describes.
    for (const [n, key] of [
      [1, 'a'],
      [2, 'b'],
    ] as const) {
      // Its thumbnail, then its label, tied to the box that follows.
      const row = new RegExp(
        `<img[^>]*src="blob:${key}"[^>]*>(?:(?!<img).)*?<label for="([^"]+)"[^>]*>Describe photo ${n} of 2</label><input[^>]*id="\\1"`,
      );
      expect(html, `photo ${n}`).toMatch(row);
    }
  });
});
