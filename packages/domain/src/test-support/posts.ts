/** The fields of a post as the API sends it that say it is a plain one: on sale, never edited, no ad. */
export const PLAIN_POST_FIELDS = {
  status: 'available',
  kind: 'selling',
  upToCents: null,
  courses: [] as string[],
  isbn: null,
  editedAt: null,
  isSponsored: false,
  cta: null,
  adId: null,
  ad: null,
} as const;
