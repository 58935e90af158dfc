import fp from 'fastify-plugin';

/**
 * The JSON fields of packages/domain's schemas that carry a stored file's URL (`/files/{key}?v=…`):
 * post media and variants and message images (url), shared posts (imageUrl), ads (imgUrl), profile
 * pictures (img).
 */
const URL_FIELDS = ['url', 'imageUrl', 'imgUrl', 'img'];
// Any space around the colon: JSON built by PostgreSQL (the post page's comments) writes `"url" : "…"`.
const FILE_URL = new RegExp(`"(${URL_FIELDS.join('|')})"\\s*:\\s*"/files/`, 'g');

/** Points the file URLs of a JSON body at `mediaPublicUrl` (the CDN or the bucket's origin). */
export function rewriteMediaUrls(json: string, mediaPublicUrl: string): string {
  return json.replace(FILE_URL, (_m, field: string) => `"${field}":"${mediaPublicUrl}/`);
}

/**
 * With MEDIA_PUBLIC_URL set, the API's file URLs are rewritten to that host (community: "Storage
 * URLs are rewritten to an image CDN host"), so browsers fetch media from the CDN, never from an
 * app instance. Rows keep keys and /files/ URLs, so the CDN can change without a migration; only
 * the named URL fields are touched, never text a member wrote.
 */
export const mediaUrlsPlugin = fp<{ mediaPublicUrl: string | undefined }>(
  async (app, { mediaPublicUrl }) => {
    if (!mediaPublicUrl) return;
    app.addHook('onSend', async (_request, reply, payload) => {
      if (typeof payload !== 'string') return payload;
      if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
      return rewriteMediaUrls(payload, mediaPublicUrl);
    });
  },
  { name: 'media-urls' },
);
