import { findSolution } from './proofOfWork';

/** Solves in a Web Worker so the page stays responsive; falls back to the main thread (tests, old browsers). */
export function solveCaptcha(challenge: string, difficulty: number): Promise<string> {
  if (typeof Worker === 'undefined') return findSolution(challenge, difficulty);
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(findSolution(challenge, difficulty));
      return;
    }
    worker.onmessage = (event: MessageEvent<{ solution: string }>) => {
      worker.terminate();
      resolve(event.data.solution);
    };
    worker.onerror = () => {
      worker.terminate();
      findSolution(challenge, difficulty).then(resolve, reject);
    };
    worker.postMessage({ challenge, difficulty });
  });
}
