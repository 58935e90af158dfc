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
