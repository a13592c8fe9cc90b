import { describe, expect, it } from '@jest/globals';
import { captchaWork, leadingZeroBits } from './captcha.js';

describe('captcha', () => {
  it('counts the leading zero bits of a digest', () => {
    expect(leadingZeroBits(new Uint8Array([0xff, 0]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x01, 0xff]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0, 0x10, 0]))).toBe(11);
    expect(leadingZeroBits(new Uint8Array([0, 0, 0]))).toBe(24);
  });

  it('joins the challenge and the solution', () => {
    expect(captchaWork('abc.def', '42')).toBe('abc.def:42');
  });
});
