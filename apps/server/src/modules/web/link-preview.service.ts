// Link previews: the Open Graph and Twitter card tags of a page, rendered into index.html by the
// server so that chat apps and social sites (which run no JavaScript) show a card. Privacy first: on a
// private campus a post or a profile previews only the campus (name, logo, 'A listing on OU Buy /
// Sell'); a public campus previews the post's title (its text start), price and first photo.
import {
  BOOK_MESSAGES,
  type CampusDirectory,
  CONDITION_LABELS,
  campusHomeDescription,
  formatPreviewPrice,
  HUB_CAMPUS_ID,
  HUB_DESCRIPTION,
  housingLine,
  type Post,
  PREVIEW_DESCRIPTION_LENGTH,
  PREVIEW_TITLE_LENGTH,
  photoAlt,
  previewSiteName,
  privateListingDescription,
  privateProfileDescription,
  textStart,
} from '@campus/domain';
import type { Database } from '../../db/client';
import { escapeHtml } from '../../lib/html';
import { campusPrivacy } from '../accounts/campus-access';
import type { CampusRow } from '../campuses/campuses.repository';
import { originOfCampus } from '../campuses/campuses.service';
import { getPostPreviewFacts, previewFactsOf } from '../posts/post-preview.service';
import { getProfile } from '../profiles/profiles.service';
import { iconUrl } from '../pwa/pwa.service';
import { postIdOf } from './page-path';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URLs: crawlers do not resolve relative ones. */
  url: string;
  image: string;
  imageAlt: string;
  siteName: string;
  type: 'website' | 'article' | 'profile';
  card: 'summary' | 'summary_large_image';
  themeColor: string;
}

const USERNAME = /^[a-z0-9_.]{1,40}$/i;
const HOME_PATHS = new Set(['/', '/home', '/media', '/about']);

function siteMeta(campus: CampusRow, origin: string, path: string): PageMeta {
  const isHub = campus.id === HUB_CAMPUS_ID;
  return {
    title: previewSiteName(campus.shortName),
    description: isHub ? HUB_DESCRIPTION : campusHomeDescription(campus.name),
    url: origin + path,
    image: origin + iconUrl(campus.id, '512.png'),
    imageAlt: `${campus.name} logo`,
    siteName: previewSiteName(campus.shortName),
    type: 'website',
    card: 'summary',
    themeColor: campus.color,
  };
}

async function postMeta(
  db: Database,
  base: PageMeta,
  campus: CampusRow,
  postId: string,
  shown: Promise<Post | null>,
): Promise<PageMeta> {
  const campusId = campus.id;
  const answered = await shown;
  const post = answered?.id === postId ? previewFactsOf(answered) : await getPostPreviewFacts(db, postId);
  if (!post || post.campusId !== campusId) return base;
  if (campusPrivacy(campusId) === 'private')
    return { ...base, type: 'article', description: privateListingDescription(campus.shortName) };
  // The condition goes with the price ('$40 · Like new'), as the card shows them; a request says
  // 'Looking for · Up to $40'; a textbook's courses follow.
  // Housing reads as its one line ('Sublet · $650/mo · Jan 5 – May 15 · 1 bd · Furnished').
  const listed = post.housing
    ? [housingLine(post.housing, post.priceCents, post.upToCents)]
    : post.kind === 'looking_for'
      ? [BOOK_MESSAGES.lookingFor, post.upToCents !== null && BOOK_MESSAGES.upToShown(post.upToCents)]
      : post.priceCents === null
        ? []
        : [formatPreviewPrice(post.priceCents), post.condition && CONDITION_LABELS[post.condition]];
  const price = [...listed, post.courses.join(', ')].filter(Boolean).join(' · ');
  const title = textStart(post.plainText, PREVIEW_TITLE_LENGTH) || `A listing on ${base.siteName}`;
  const origin = new URL(base.url).origin;
  return {
    ...base,
    type: 'article',
    title: price ? `${title} · ${price}` : title,
    description: textStart([price, post.plainText].filter(Boolean).join(' — '), PREVIEW_DESCRIPTION_LENGTH),
    ...(post.image && {
      image: origin + post.image.url,
      imageAlt: photoAlt(post.image.alt, post.plainText, 0, 1),
      card: 'summary_large_image' as const,
    }),
  };
}

async function profileMeta(
  db: Database,
  campuses: CampusDirectory<CampusRow>,
  base: PageMeta,
  username: string,
): Promise<PageMeta> {
  const profile = await getProfile(db, username, null).catch(() => null);
  if (!profile) return base;
  const campus = campuses.byId(profile.campusId ?? '') ?? campuses.byId(HUB_CAMPUS_ID)!;
  if (campusPrivacy(campus.id) === 'private')
    return { ...base, type: 'profile', description: privateProfileDescription(campus.shortName) };
  const name = `${profile.firstName} ${profile.lastName}`;
  const origin = new URL(base.url).origin;
  return {
    ...base,
    type: 'profile',
    title: `${name} (@${profile.username})`,
    description: textStart(
      profile.bio || `${name} on ${previewSiteName(campus.shortName)}`,
      PREVIEW_DESCRIPTION_LENGTH,
    ),
    ...(profile.img && { image: new URL(profile.img, origin).href, imageAlt: name }),
  };
}

/**
 * The preview of a page of a site (the hub or a campus), from its path. `shown`: the post the page's
 * first answers carry, if any (a member's post page), which spares reading it a second time.
 */
export async function pageMetaFor(
  db: Database,
  campuses: CampusDirectory<CampusRow>,
  campusId: string,
  publicUrl: string,
  path: string,
  shown: Promise<Post | null> = Promise.resolve(null),
): Promise<PageMeta> {
  const campus = campuses.byId(campusId) ?? campuses.byId(HUB_CAMPUS_ID)!;
  const origin = originOfCampus(campus, publicUrl);
  const base = siteMeta(campus, origin, path);
  if (campus.id === HUB_CAMPUS_ID || HOME_PATHS.has(path)) return base;
  const segments = path.split('/').filter(Boolean);
  const postId = postIdOf(path);
  if (postId) return postMeta(db, base, campus, postId, shown);
  if (segments.length === 1 && USERNAME.test(segments[0]!))
    return profileMeta(db, campuses, base, segments[0]!);
  return base;
}

/** The tags of a preview as HTML, every value escaped. */
export function renderPageMeta(meta: PageMeta): string {
  const tags = (attribute: 'name' | 'property', prefix: string, values: Record<string, string>) =>
    Object.entries(values).map(
      ([name, content]) => `<meta ${attribute}="${prefix}${name}" content="${escapeHtml(content)}" />`,
    );
  // What the card shows, told alike to Open Graph and to Twitter.
  const card = {
    title: meta.title,
    description: meta.description,
    image: meta.image,
    'image:alt': meta.imageAlt,
  };
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    ...tags('name', '', { description: meta.description, 'theme-color': meta.themeColor }),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    ...tags('property', 'og:', { site_name: meta.siteName, type: meta.type, url: meta.url, ...card }),
    ...tags('name', 'twitter:', { card: meta.card, ...card }),
  ].join('\n    ');
}

/**
 * index.html with the page's tags in place of the built file's title, description and theme colour.
 * The markers are the build's own tags, so a template without them still gets the tags.
 */
export function injectPageMeta(template: string, meta: PageMeta): string {
  const stripped = template
    .replace(/<title>[^<]*<\/title>\s*/i, '')
    .replace(/<meta name="description"[^>]*>\s*/i, '')
    .replace(/<meta name="theme-color"[^>]*>\s*/i, '');
  return stripped.replace(/<\/head>/i, () => `  ${renderPageMeta(meta)}\n  </head>`);
}
