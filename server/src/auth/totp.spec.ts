import { describe, expect, it } from '@jest/globals';
import { base32Decode, base32Encode, hotp, matchTotp, totp } from './totp.js';

// RFC 6238 appendix B (SHA-1, 8 digits): the last 6 digits are the 6-digit codes.
const RFC_SECRET = Buffer.from('12345678901234567890');

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s the code is %s', (seconds, code) => {
    expect(totp(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('HOTP matches RFC 4226 appendix D', () => {
    expect([0, 1, 2, 9].map((c) => hotp(RFC_SECRET, c))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('accepts one step of drift, not two, and only 6 digits', () => {
    const now = 1_700_000_000_000;
    expect(matchTotp(RFC_SECRET, totp(RFC_SECRET, now - 30_000), now)).not.toBeNull();
    expect(matchTotp(RFC_SECRET, totp(RFC_SECRET, now - 60_000), now)).toBeNull();
    expect(matchTotp(RFC_SECRET, 'abcdef', now)).toBeNull();
  });

  it('base32 round-trips (RFC 4648 vector)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
  });
});
