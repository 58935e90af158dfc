// Wording shared by every text box with a limit (zod-free: the web's first load imports it).

/** Said beside a box when a paste did not fit: what fits stays, nothing is silently dropped. */
export function pasteCutSentence(limit: number): string {
  return `Only the first ${limit.toLocaleString('en-US')} characters fit. The rest of the paste was left out.`;
}
