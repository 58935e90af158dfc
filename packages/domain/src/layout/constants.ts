/** Layout breakpoints in px (community §9): at or below each width the named layout applies. */
export const BREAKPOINTS = {
  small: 480,
  mobile: 769,
  tablet: 1000,
  widgets: 1170,
} as const;

/** Alert timings (accounts-and-money §9). */
export const ALERT_DURATION_MS = 2600;
export const LOCKOUT_ALERT_DURATION_MS = 7800;
export const ALERT_PROGRESS_MS = 2400;

/**
 * The media box (community §9): 350 px high, 400 on wide screens (above the tablet breakpoint), 200
 * in chat, the composers and previews; never wider than 500. CSS Modules hold the same numbers.
 */
export const MEDIA_BOX = { height: 350, wideHeight: 400, compactHeight: 200, maxWidth: 500 } as const;

/** A post's placeholder while it loads is at least this high (community §9). */
export const POST_PLACEHOLDER_MIN_HEIGHT = 200;

/** Videos show the browser's controls only on screens narrower than this (community §9: under 767). */
export const VIDEO_CONTROLS_BELOW = 767;

/** The media query that is true where videos show their controls (width < 767 px). */
export const VIDEO_CONTROLS_QUERY = `(max-width: ${VIDEO_CONTROLS_BELOW - 0.02}px)`;

/** Whether a video shows its controls at this viewport width. */
export function videoShowsControls(viewportWidth: number): boolean {
  return viewportWidth < VIDEO_CONTROLS_BELOW;
}
