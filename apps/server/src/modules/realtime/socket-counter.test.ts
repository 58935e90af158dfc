import { describe, expect, it } from 'vitest';
import { createSocketCounter } from './socket-counter';

describe('createSocketCounter', () => {
  it('is full at the cap per address and per user, and has room again after a release (once)', () => {
    const counter = createSocketCounter({ perIp: 2, perUser: 1 });
    const first = counter.open('1.1.1.1', null);
    counter.open('1.1.1.1', null);
    expect(counter.isFull('1.1.1.1', null)).toBe(true);
    expect(counter.isFull('2.2.2.2', null)).toBe(false);
    first();
    first();
    expect(counter.isFull('1.1.1.1', null)).toBe(false);
    counter.open('1.1.1.1', null);
    expect(counter.isFull('1.1.1.1', null)).toBe(true);

    const own = counter.open('3.3.3.3', 'u1');
    expect(counter.isFull('4.4.4.4', 'u1')).toBe(true);
    expect(counter.isFull('4.4.4.4', 'u2')).toBe(false);
    own();
    expect(counter.isFull('4.4.4.4', 'u1')).toBe(false);
  });
});
