import { describe, expect, it } from 'vitest';
import { isSessionValid, SESSION_LIFETIME_MS } from './session';

const now = new Date('2026-11-22T12:00:00.000Z');
const customer = { terceroId: 5, terceroNombre: 'Ana' };

describe('isSessionValid', () => {
  it('lasts exactly one day', () => {
    expect(SESSION_LIFETIME_MS).toBe(24 * 60 * 60 * 1000);
  });

  it.each([
    ['just logged in (epoch ms)', now.getTime(), true],
    ['one ms short of a day', now.getTime() - SESSION_LIFETIME_MS + 1, true],
    ['exactly one day ago', now.getTime() - SESSION_LIFETIME_MS, false],
    ['two days ago', now.getTime() - 2 * SESSION_LIFETIME_MS, false],
    ['ISO text an hour ago', '2026-11-22T11:00:00.000Z', true],
    ['ISO text with an offset', '2026-11-22T08:00:00-03:00', true],
    ['ISO text a day ago', '2026-11-21T12:00:00Z', false],
    ['in the future', now.getTime() + 1000, false],
    ['non-ISO date text', 'Sun Nov 22 2026 11:00:00 GMT', false],
    ['digits as text', String(now.getTime()), false],
    ['garbage text', 'yesterday', false],
    ['NaN', Number.NaN, false],
    ['missing', undefined, false],
    ['null', null, false],
    ['an object', {}, false],
  ])('login %s -> %s', (_label, loginAt, valid) => {
    expect(isSessionValid({ customer, loginAt }, now)).toBe(valid);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'Ana'],
    ['a number', 5],
  ])('is invalid without a customer record (%s)', (_label, c) => {
    expect(isSessionValid({ customer: c, loginAt: now.getTime() }, now)).toBe(false);
  });

  it('is invalid without a session or with an invalid clock', () => {
    expect(isSessionValid(null, now)).toBe(false);
    expect(isSessionValid(undefined, now)).toBe(false);
    expect(isSessionValid({ customer, loginAt: now.getTime() }, new Date(Number.NaN))).toBe(false);
  });
});
