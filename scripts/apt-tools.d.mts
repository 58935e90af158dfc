// Types of scripts/apt-tools.mjs for the TypeScript tests that import it.
export type AptTool = 'ffmpeg' | 'haproxy';
export const APT_TOOLS: Record<
  AptTool,
  { envVar: string; debianPath: string; versionArg: string; beside?: string; neededBy: string }
>;
export function installCommand(packages: string[], sudo?: string): string;
export function findTool(name: AptTool, env?: NodeJS.ProcessEnv): string | null;
export function missingTool(name: AptTool, detail?: string): string;
