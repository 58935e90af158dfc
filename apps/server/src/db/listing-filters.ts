// The SQL of the feed's and search's filters and price orders, one condition per filter on the
// post's own row (no join), for Drizzle queries and raw SQL alike. Repositories only.
import { hasHousingFilters, type ListingFilters, type ListingSort } from '@campus/domain';
import { type SQL, sql } from 'drizzle-orm';

/** A column of the posts row under `alias` ("posts" in Drizzle queries, "p" in raw search SQL). */
const column = (alias: string, name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;

/**
 * The conditions of the filters (category, price range, Free, conditions) on posts under `alias`;
 * a price order also keeps priced posts only, which is the price index's predicate. Sold posts are
 * listedUnlessSold's (post-rows.ts).
 */
export function listingFilterSql(filters: Omit<ListingFilters, 'showSold'>, alias: string): SQL[] {
  const out: SQL[] = [];
  const price = column(alias, 'price_cents');
  if (filters.category) out.push(sql`${column(alias, 'category')} = ${filters.category}`);
  if (filters.lookingFor) out.push(sql`${column(alias, 'post_kind')} = 'looking_for'`);
  const priced =
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.free ||
    isPriceSort(filters.sort);
  if (priced) out.push(sql`${price} is not null`);
  if (filters.minPrice !== undefined) out.push(sql`${price} >= ${filters.minPrice * 100}`);
  if (filters.maxPrice !== undefined) out.push(sql`${price} <= ${filters.maxPrice * 100}`);
  if (filters.free) out.push(sql`${price} = 0`);
  if (filters.conditions?.length)
    out.push(
      sql`${column(alias, 'condition')} in (${sql.join(
        filters.conditions.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  if (hasHousingFilters(filters as ListingFilters)) out.push(...housingFilterSql(filters, alias));
  return out;
}

/**
 * The housing filters: only posts with housing details (posts_housing_idx's predicate), available
 * on the Move in by day (from on or before it; until open, or on or after it), of the kind, with at
 * least the bedrooms, furnished.
 */
function housingFilterSql(filters: Omit<ListingFilters, 'showSold'>, alias: string): SQL[] {
  const out: SQL[] = [sql`${column(alias, 'housing_kind')} is not null`];
  if (filters.moveInBy) {
    const day = sql`${filters.moveInBy}::date`;
    out.push(sql`${column(alias, 'available_from')} <= ${day}`);
    out.push(
      sql`(${column(alias, 'available_until')} is null or ${column(alias, 'available_until')} >= ${day})`,
    );
  }
  if (filters.housingKind) out.push(sql`${column(alias, 'housing_kind')} = ${filters.housingKind}`);
  if (filters.minBedrooms !== undefined)
    out.push(sql`${column(alias, 'bedrooms')} >= ${filters.minBedrooms}`);
  if (filters.furnished) out.push(sql`${column(alias, 'furnished')}`);
  return out;
}

export function isPriceSort(sort: ListingSort): sort is 'price_asc' | 'price_desc' {
  return sort === 'price_asc' || sort === 'price_desc';
}

/** Whether the filters narrow anything beyond the defaults (the feed then leaves its prepared statements). */
export function hasListingFilters(filters: ListingFilters): boolean {
  return Boolean(
    filters.minPrice !== undefined ||
      filters.maxPrice !== undefined ||
      filters.free ||
      filters.conditions?.length ||
      filters.lookingFor ||
      hasHousingFilters(filters) ||
      filters.sort !== 'newest',
  );
}
