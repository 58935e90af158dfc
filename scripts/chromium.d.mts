// Types of scripts/chromium.mjs for the TypeScript that imports it (e2e/playwright.base.ts).
export interface FoundChromium {
  path: string;
  source: 'system' | 'npm';
  /** What the browser's process needs besides the inherited environment. */
  env: Record<string, string>;
}
export function onPath(name: string, env?: NodeJS.ProcessEnv): string | null;
export function findChromium(env?: NodeJS.ProcessEnv): FoundChromium;
export const HEADLESS_SHELL: { name: string; debianPath: string };
export function findJourneyChromium(env?: NodeJS.ProcessEnv): FoundChromium;
export function findHeadlessShell(env?: NodeJS.ProcessEnv): string | null;
