// Types of scripts/tiny-files.mjs for the TypeScript tests that import it.
export const tinyMp4: Buffer;
export function png(width?: number, height?: number): Buffer;
