/** Leading zero bits of a SHA-256 digest. */
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

/**
 * Finds the proof-of-work the server asks for: a counter `n` such that SHA-256 of `challenge:n`
 * starts with `difficulty` zero bits (about 2^difficulty tries). Runs in a worker, or on the main
 * thread where workers are missing.
 */
export async function findSolution(challenge: string, difficulty: number): Promise<string> {
  const encoder = new TextEncoder();
  for (let n = 0; ; n++) {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`${challenge}:${n}`)));
    if (leadingZeroBits(digest) >= difficulty) return String(n);
  }
}
