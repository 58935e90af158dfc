import { describe, expect, it } from 'vitest';
import { firstFreeUsername, parseDisplayName, storedLastName, usernameBase } from './names';

describe('parseDisplayName', () => {
  it.each([
    ['jane doe', { firstName: 'Jane', middleName: '', lastName: 'Doe' }],
    ['JANE mary ann DOE', { firstName: 'Jane', middleName: 'Mary Ann', lastName: 'Doe' }],
    ['doe, jane', { firstName: 'Doe', middleName: '', lastName: 'Jane' }],
    ['jean-luc.picard', { firstName: 'Jean', middleName: 'Luc', lastName: 'Picard' }],
    ['jane2 doe', { firstName: 'Doe', middleName: '', lastName: 'User' }],
    ['Madonna', { firstName: 'Madonna', middleName: '', lastName: 'User' }],
    ['', { firstName: 'Anonymous', middleName: '', lastName: 'User' }],
    ['x123 4', { firstName: 'Anonymous', middleName: '', lastName: 'User' }],
  ])('%j → %j', (name, expected) => {
    expect(parseDisplayName(name)).toEqual(expected);
  });

  it.each([
    ['Doe', 'D.'],
    ['user', 'U.'],
    ['', 'U.'],
  ])('stores the last name %j as %s', (last, stored) => {
    expect(storedLastName(last)).toBe(stored);
  });
});

describe('usernames', () => {
  it.each([
    ['Jane', 'Doe', 'janedoe'],
    ['Sinead', "O'Connor", 'sineadoconnor'],
    ['José', 'Álvarez', 'josealvarez'],
    ['', '', 'user'],
  ])('%s + %s → %s', (first, last, base) => {
    expect(usernameBase(first, last)).toBe(base);
  });

  it('appends -2, -3, … until free', () => {
    const taken = new Set(['janedoe', 'janedoe-2']);
    expect(firstFreeUsername('janedoe', (u) => taken.has(u))).toBe('janedoe-3');
    expect(firstFreeUsername('johndoe', (u) => taken.has(u))).toBe('johndoe');
  });
});
