import { describe, expect, it } from 'vitest';
import {
  MEDIA_BOX,
  POST_PLACEHOLDER_MIN_HEIGHT,
  VIDEO_CONTROLS_QUERY,
  videoShowsControls,
} from './constants';

describe('media rules (community §9)', () => {
  it('size the media box 350, 400 wide, 200 in chat, composer or preview, 500 at most', () => {
    expect(MEDIA_BOX).toEqual({ height: 350, wideHeight: 400, compactHeight: 200, maxWidth: 500 });
    expect(POST_PLACEHOLDER_MIN_HEIGHT).toBe(200);
  });

  it.each([
    [320, true],
    [390, true],
    [766, true],
    [767, false],
    [769, false],
    [1280, false],
  ])('a %i px wide screen shows video controls: %s', (width, controls) => {
    expect(videoShowsControls(width)).toBe(controls);
  });

  it('asks the browser the same question', () => {
    expect(VIDEO_CONTROLS_QUERY).toBe('(max-width: 766.98px)');
  });
});
