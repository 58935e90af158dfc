// The feed's and search's filters live in the address (?minPrice=20&maxPrice=50&condition=good,like_new
// &sort=price_asc; Show sold is sold=1), so a link shows the same results and Back/Forward restores
// them. The address is read by the domain's readListingFilters, as the API reads its query: a part it
// refuses is dropped from the address and said once; so is the lowest price of a link that has it with
// Free only (filterConflicts), and a change that would contradict itself keeps the filter just set.
import {
  FILTER_MESSAGES,
  FILTER_PARAMS,
  type FilterParam,
  filterConflicts,
  filterParams,
  type ListingFilters,
  type ListingSort,
  readListingFilters,
  resolveFilterChange,
} from '@campus/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAlert } from '../ui/alerts/alert-provider';

/** The page's name of a filter parameter: Show sold keeps the feed's older sold=1. */
const pageParam = (name: FilterParam) => (name === 'showSold' ? 'sold' : name);

/** The filters in an address's parameters, and the parameters it could not use. */
export function readAddressFilters(params: URLSearchParams, sorts: readonly ListingSort[]) {
  const read = readListingFilters((name) => {
    if (name === 'showSold') return params.get('sold') === '1' ? 'true' : null;
    return params.get(name);
  }, sorts);
  const conflicts = filterConflicts(read.filters);
  const filters = { ...read.filters };
  for (const c of conflicts) delete filters[c.param as 'minPrice'];
  return { filters, problems: [...read.problems, ...conflicts] };
}

/** The sentences of filters that contradict each other: said as they are, not as a part left out. */
const CONFLICTS: ReadonlySet<string> = new Set([FILTER_MESSAGES.freeWithMinPrice]);

/** The address's parameters with `filters` in place of the ones it had (q, show and others kept). */
export function withFilters(params: URLSearchParams, filters: ListingFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(pageParam(name));
  for (const [name, value] of filterParams(filters))
    next.set(pageParam(name), name === 'showSold' ? '1' : value);
  return next;
}

export function useListingFilters(sorts: readonly ListingSort[]) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const alert = useAlert();
  const read = useMemo(() => readAddressFilters(params, sorts), [params, sorts]);
  // The controls answer at once; the address follows when the router has navigated.
  const [pending, setPending] = useState<ListingFilters | null>(null);
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is what clears the pending filters.
  useEffect(() => setPending(null), [key]);
  const said = useRef('');
  useEffect(() => {
    if (read.problems.length === 0) return;
    const bad = read.problems.map((p) => pageParam(p.param));
    // The page drops what it cannot use, without an error: the list shows the rest.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of bad) next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    // A contradiction says its own sentence; parts that could not be read, which ones were left out.
    const sentence = read.problems.every((p) => CONFLICTS.has(p.message))
      ? [...new Set(read.problems.map((p) => p.message))].join(' ')
      : FILTER_MESSAGES.dropped([...new Set(bad)]);
    if (said.current !== sentence) alert(sentence, 'okay');
    said.current = sentence;
  }, [read.problems, setParams, alert]);
  const filters = pending ?? read.filters;
  return {
    filters,
    /**
     * A new set of filters: a new entry in the history (or, with `replace`, in place of the current
     * one: the filter sheet's own), the scroll position kept.
     */
    setFilters: (change: ListingFilters, options: { replace?: boolean } = {}) => {
      const { filters: next, said } = resolveFilterChange(filters, change);
      if (said) alert(said, 'okay');
      setPending(next);
      // Commas between conditions stay readable in the address (condition=good,like_new). Every
      // filter parameter comes from `next`; the others (q, show) are the address's.
      const search = withFilters(params, next).toString().replace(/%2C/gi, ',');
      navigate(
        { pathname, search: search ? `?${search}` : '' },
        { preventScrollReset: true, replace: options.replace ?? false },
      );
    },
  };
}
