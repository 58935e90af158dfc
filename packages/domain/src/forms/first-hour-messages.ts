// Wording shared by every text box with a limit (zod-free: the web's first load imports it).
import { formatWholeNumber } from '../text/whole-number';

/** Said beside a box when a paste did not fit: what fits stays, nothing is silently dropped. */
export function pasteCutSentence(limit: number): string {
  return `Only the first ${formatWholeNumber(limit)} characters fit. The rest of the paste was left out.`;
}
