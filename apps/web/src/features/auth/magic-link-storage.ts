// The e-mail a sign-in link was sent to, kept in this browser so the link can be completed here
// (spec §4.1: asked for again when missing).
const KEY = 'emailForSignIn';

export function storeEmailForSignIn(email: string): void {
  try {
    localStorage.setItem(KEY, email.trim().toLowerCase());
  } catch {
    // storage disabled: the page will ask for the e-mail again
  }
}

export function readEmailForSignIn(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearEmailForSignIn(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
