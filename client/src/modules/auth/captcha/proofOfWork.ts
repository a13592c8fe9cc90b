import { captchaWork, leadingZeroBits } from '@pepper-atlas/domain';

/**
 * Finds the proof-of-work the server asks for: a counter `n` such that SHA-256 of `challenge:n`
 * starts with `difficulty` zero bits (about 2^difficulty tries). Runs in a worker, or on the main
 * thread where workers are missing.
 */
export async function findSolution(challenge: string, difficulty: number): Promise<string> {
  const encoder = new TextEncoder();
  for (let n = 0; ; n++) {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(captchaWork(challenge, String(n)))));
    if (leadingZeroBits(digest) >= difficulty) return String(n);
  }
}
