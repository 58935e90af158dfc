import type { InsightDay } from '@campus/domain';
import { DAY_FIGURES } from '@campus/domain/test-support';
import { describe, expect, it } from 'vitest';
import { cell, insightsCsv } from './insights-table';

const day: InsightDay = { day: '2026-11-30', ...DAY_FIGURES };

describe('the insights table and CSV', () => {
  it('shows the median in hours, and nothing on a day none was resolved', () => {
    expect(cell(day, 'medianResolveSeconds')).toBe('2.0');
    expect(cell({ ...day, medianResolveSeconds: null }, 'medianResolveSeconds')).toBe('');
    expect(cell(day, 'offers')).toBe('2');
  });

  it('writes a header and a line a day, quoting the names that need it', () => {
    const csv = insightsCsv([day]);
    expect(csv.split('\n')[0]).toBe(
      'Day,New members,Daily active,Weekly active,Monthly active,Listings posted,Listings sold,Confirmed sales,Messages,Meetups,Offers,Reports opened,Reports resolved,Median time to resolve (hours)',
    );
    expect(csv.split('\n')[1]).toBe('2026-11-30,2,1,2,3,3,1,1,3,1,2,3,2,2.0');
    expect(csv.endsWith('\n')).toBe(true);
  });
});
