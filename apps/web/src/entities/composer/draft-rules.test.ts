import { MAX_FILES_PER_POST } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { fileKind, isAcceptedFile, pickFiles } from './draft-rules';

const file = (name: string, type: string) => ({ name, type });

describe('isAcceptedFile', () => {
  it.each([
    [file('a.jpg', 'image/jpeg'), true],
    [file('a.png', 'image/png'), true],
    [file('a.gif', 'image/gif'), true],
    [file('a.webp', 'image/webp'), true],
    [file('a.mp4', 'video/mp4'), true],
    [file('a.mov', 'video/quicktime'), true],
    [file('a.avi', 'video/x-msvideo'), true],
    [file('A.MOV', ''), true],
    [file('a.avi', 'application/octet-stream'), true],
    [file('a.pdf', 'application/pdf'), false],
    [file('a.svg', 'image/svg+xml'), false],
    [file('a.heic', 'image/heic'), false],
    [file('a.mov.pdf', 'application/pdf'), false],
    [file('notes', ''), false],
  ])('%j → %s', (f, expected) => {
    expect(isAcceptedFile(f)).toBe(expected);
  });
});

describe('fileKind', () => {
  it('tells photos from videos', () => {
    expect(fileKind(file('a.png', 'image/png'))).toBe('image');
    expect(fileKind(file('a.mov', ''))).toBe('video');
  });
});

describe('pickFiles', () => {
  const photos = (n: number) => Array.from({ length: n }, (_, i) => file(`${i}.jpg`, 'image/jpeg'));

  it('keeps all when they fit', () => {
    expect(pickFiles(photos(3), 2)).toEqual({
      accepted: photos(3),
      wrongType: false,
      overflow: false,
      videosOff: false,
    });
  });
  it('keeps only as many as fit under the cap, in order', () => {
    const result = pickFiles(photos(5), MAX_FILES_PER_POST - 2);
    expect(result.accepted).toEqual(photos(2));
    expect(result.overflow).toBe(true);
  });
  it('adds none when the draft is full', () => {
    expect(pickFiles(photos(1), MAX_FILES_PER_POST)).toEqual({
      accepted: [],
      wrongType: false,
      overflow: true,
      videosOff: false,
    });
  });
  it('drops wrong types before counting', () => {
    const result = pickFiles([file('a.pdf', 'application/pdf'), ...photos(1)], MAX_FILES_PER_POST - 1);
    expect(result).toEqual({ accepted: photos(1), wrongType: true, overflow: false, videosOff: false });
  });
  it('drops videos, and says so, when the site takes photos only', () => {
    const picked = [file('a.mp4', 'video/mp4'), ...photos(1), file('b.mov', '')];
    expect(pickFiles(picked, 0, false)).toEqual({
      accepted: photos(1),
      wrongType: false,
      overflow: false,
      videosOff: true,
    });
    expect(pickFiles(picked, 0, true).accepted).toEqual(picked);
  });
});
