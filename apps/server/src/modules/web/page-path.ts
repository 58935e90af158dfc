const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The post's id when a page's path is a post page (`/post/:id`), else null. */
export function postIdOf(pagePath: string): string | null {
  const segments = pagePath.split('/').filter(Boolean);
  return segments[0] === 'post' && segments.length === 2 && UUID.test(segments[1]!) ? segments[1]! : null;
}
