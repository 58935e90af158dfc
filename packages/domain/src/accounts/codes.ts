/** Four-digit verification codes (accounts-and-money §3, §9). */
export const CODE_MIN = 1000;
export const CODE_MAX = 9999;
export const CODE_TTL_MS = 2 * 60 * 60 * 1000;
/** Wrong tries after which a code dies, even if the right one follows. */
export const CODE_MAX_WRONG_ATTEMPTS = 5;

export function isCodeShape(code: string): boolean {
  return /^\d{4}$/.test(code) && Number(code) >= CODE_MIN && Number(code) <= CODE_MAX;
}

export function verificationSubject(code: number | string, campusShortName: string): string {
  return `${code} is your ${campusShortName} Buy / Sell verification code`;
}
