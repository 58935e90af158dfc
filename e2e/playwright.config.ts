import { defineConfig, devices } from '@playwright/test';
import { desktopProject, launchOptions, sharedConfig } from './playwright.base';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * A second server as production runs on a machine without ffmpeg: videos are off there (videos-off.spec.ts)
 * and the first-day limits of new accounts are on (first-day-limits.spec.ts).
 */
export const NO_FFMPEG_PORT = E2E_PORT + 1;
const shared = sharedConfig(E2E_PORT, 'node e2e/start-server.mjs');

/**
 * The journeys that also run at phone width: those whose pages differ there (the header and its back
 * arrow, the bottom bar, the search page, the composer and the comments as pages) and the mischief
 * suite (the double tap on every form at 390 px; every trick on the forms that are another form
 * there). The rest, the accessibility scans included, run once, at desktop width: the whole suite at
 * both widths did not fit CI's 90 minutes. A journey tagged @same-on-phone in these files is the same
 * component doing the same thing at both widths: the phone project leaves it out.
 */
const PHONE_SPECS = [
  'filters.spec.ts',
  'first-hour-chat.spec.ts',
  'first-hour-composer.spec.ts',
  'first-hour-looks.spec.ts',
  'housing.spec.ts',
  'media-rules.spec.ts',
  'mischief.spec.ts',
  'offers.spec.ts',
  'safe-trades.spec.ts',
  'search.spec.ts',
  'server-render.spec.ts',
  'shell.spec.ts',
  'textbooks.spec.ts',
];

export default defineConfig({
  ...shared,
  testMatch: '**/*.spec.ts',
  // Each journey runs once: those tagged @instances (their behaviour crosses instances: realtime,
  // uploads served from the bucket, jobs, a rolling restart) run on three instances instead
  // (playwright.cluster.config.ts).
  grepInvert: /@instances/,
  // CI runs two workers on two cores beside the server, PostgreSQL and ffmpeg: a two-browser journey
  // with uploads has taken 30 s there while every step was still progressing (trace of the posts
  // journey, 2026-11-23); CI's own machine ran the whole suite about twice as slowly as ours, and a
  // sign-up journey of 28 s here ran out of a minute there twice (2026-11-26): a journey gets two.
  timeout: 120_000,
  projects: [
    desktopProject,
    {
      name: 'phone',
      testMatch: PHONE_SPECS,
      grepInvert: [/@instances/, /@same-on-phone/],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  // Both started at once by the first entry's command (start-server.mjs, E2E_ALSO_START): the second
  // entry waits for its URL.
  webServer: [
    {
      ...shared.webServer,
      timeout: 180_000,
      // Every browser of the suite comes from 127.0.0.1: per-address limits are raised for it
      // (development's default, said here so the suite does not depend on it).
      // Journeys write as brand-new members: the first-day limits are off (moderation/new-accounts.test.ts).
      // The mischief suite's member of each worker makes a post for many of its tests, more than ten in
      // ten minutes on two workers: the per-member rates are raised tenfold (their refusals are tested in
      // rate-limits/member-rates.test.ts).
      // Every journey's members share one password: scrypt hashes it once per server, not once a
      // member (PASSWORDS_HASHED_ONCE; a fifth of a second of a core each, hundreds of sign-ups).
      env: {
        PORT: String(E2E_PORT),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_IP_FACTOR: '50',
        RATE_LIMIT_MEMBER_FACTOR: '10',
        NEW_ACCOUNT_LIMITS: 'false',
        PASSWORDS_HASHED_ONCE: 'true',
        E2E_ALSO_START: JSON.stringify({
          PORT: String(NO_FFMPEG_PORT),
          LOG_LEVEL: 'warn',
          RATE_LIMIT_IP_FACTOR: '50',
          RATE_LIMIT_MEMBER_FACTOR: '1',
          NEW_ACCOUNT_LIMITS: 'true',
          PASSWORDS_HASHED_ONCE: 'true',
          FFMPEG_PATH: '/nonexistent/ffmpeg',
        }),
      },
    },
    {
      ...shared.webServer,
      command: 'node e2e/await-server.mjs',
      url: `http://localhost:${NO_FFMPEG_PORT}/api/health`,
      // Up already when the first entry's server was the slower to start.
      reuseExistingServer: true,
      timeout: 180_000,
    },
  ],
});
