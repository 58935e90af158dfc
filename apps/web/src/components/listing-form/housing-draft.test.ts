import { describe, expect, it } from 'vitest';
import { bookBodyOf, emptyBookDraft, isBookDraftEmpty } from '../../entities/composer/book-draft';
import { emptyHousingDraft, housingBodyOf, housingDraftOf } from './housing-draft';

describe('a listing form’s housing part', () => {
  const typed = {
    ...emptyHousingDraft(),
    availableFrom: '2027-01-05',
    availableUntil: '2027-05-15',
    bedrooms: '1',
    bathrooms: '1.5',
    furnished: true,
    area: '  Campus Corner ',
  };

  it('sends the dates as typed and the rooms as numbers', () => {
    expect(housingBodyOf(typed)).toEqual({
      kind: 'sublet',
      availableFrom: '2027-01-05',
      availableUntil: '2027-05-15',
      bedrooms: 1,
      bathrooms: 1.5,
      furnished: true,
      utilitiesIncluded: false,
      area: 'Campus Corner',
    });
    expect(housingBodyOf({ ...typed, availableUntil: '', bedrooms: '' })).toMatchObject({
      availableUntil: null,
      bedrooms: null,
    });
  });

  it('goes with the post only in Housing & Apartments, and counts as a started draft', () => {
    const book = { ...emptyBookDraft(), housing: typed };
    expect(bookBodyOf(book, 'housing & apartments').housing).toMatchObject({ availableFrom: '2027-01-05' });
    expect(bookBodyOf(book, 'furniture')).not.toHaveProperty('housing');
    expect(isBookDraftEmpty(book)).toBe(false);
  });

  it('starts Edit from the post’s details', () => {
    const details = housingBodyOf(typed);
    expect(
      housingDraftOf({ ...details, availableUntil: null, bedrooms: 2, bathrooms: null, area: null } as never),
    ).toMatchObject({ availableUntil: '', bedrooms: '2', bathrooms: '', area: '' });
    expect(housingDraftOf(null)).toEqual(emptyHousingDraft());
  });
});
