import { findSolution } from './proofOfWork';

/** Solves a captcha off the main thread: receives `{ challenge, difficulty }`, answers `{ solution }`. */
self.onmessage = (event: MessageEvent<{ challenge: string; difficulty: number }>) => {
  void findSolution(event.data.challenge, event.data.difficulty).then((solution) => self.postMessage({ solution }));
};
