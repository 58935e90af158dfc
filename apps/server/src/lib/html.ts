/** Escapes text for HTML element content and attribute values (e-mails, the dev inbox). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
