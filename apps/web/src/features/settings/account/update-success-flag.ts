// The one-shot 'update_success' flag (accounts-and-money §4.2): the PIN page sets it after an e-mail
// change and the e-mail page shows 'Profile Updated' once when it finds it. Per tab (sessionStorage).
const KEY = 'update_success';

export function setUpdateSuccessFlag(): void {
  sessionStorage.setItem(KEY, 'true');
}

/** Whether the flag was set; it is cleared either way, so the alert shows once. */
export function takeUpdateSuccessFlag(): boolean {
  const found = sessionStorage.getItem(KEY) !== null;
  sessionStorage.removeItem(KEY);
  return found;
}
