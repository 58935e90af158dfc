/**
 * A key for one intended write (a post, a message, a comment, a report, a boost). The server keeps
 * the first write made with a key and answers every repeat with it, so a double tap, a retry after a
 * lost answer or a resubmit after Back makes one write. Make a new key once a write has landed.
 */
export function newClientKey(): string {
  // randomUUID needs a secure context; a campus opened over plain http on a LAN address is not one.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
