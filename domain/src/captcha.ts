// The proof-of-work captcha, as the client solves it and the server checks it: SHA-256 of
// `captchaWork(challenge, solution)` must start with the challenge's number of zero bits.

/** The text whose SHA-256 digest is checked. */
export function captchaWork(challenge: string, solution: string): string {
  return `${challenge}:${solution}`;
}

/** Leading zero bits of a digest. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
