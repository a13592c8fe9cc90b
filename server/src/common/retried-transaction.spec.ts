import { describe, expect, it } from '@jest/globals';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError, ErrorCode } from './errors/app-error.js';
import { isRetriable, retriedTransaction } from './retried-transaction.js';

/** A data source whose transaction runs `work` with a stand-in manager. */
const fakeDataSource = () => ({ transaction: (work: (m: EntityManager) => Promise<unknown>) => work({} as EntityManager) }) as unknown as DataSource;
const dbError = (code: string) => Object.assign(new Error(`db ${code}`), { driverError: { code } });

describe('retriedTransaction', () => {
  it('runs the work again after a deadlock or serialization failure and answers its result', async () => {
    for (const code of ['40P01', '40001']) {
      let runs = 0;
      const result = await retriedTransaction(
        fakeDataSource(),
        async () => {
          runs += 1;
          if (runs < 3) throw dbError(code);
          return 'done';
        },
        { baseDelayMs: 1 },
      );
      expect(result).toBe('done');
      expect(runs).toBe(3);
    }
  });

  it('answers CONFLICT, never an internal error, when every attempt meets a deadlock', async () => {
    let runs = 0;
    const failing = retriedTransaction(
      fakeDataSource(),
      async () => {
        runs += 1;
        throw dbError('40P01');
      },
      { attempts: 3, baseDelayMs: 1 },
    );
    await expect(failing).rejects.toBeInstanceOf(AppError);
    await expect(failing).rejects.toMatchObject({ code: ErrorCode.CONFLICT });
    expect(runs).toBe(3);
  });

  it('passes other errors through at once', async () => {
    let runs = 0;
    const unique = dbError('23505');
    await expect(
      retriedTransaction(fakeDataSource(), async () => {
        runs += 1;
        throw unique;
      }),
    ).rejects.toBe(unique);
    expect(runs).toBe(1);
    expect(isRetriable(new AppError(ErrorCode.CONFLICT))).toBe(false);
    expect(isRetriable({ code: '40P01' })).toBe(true);
  });
});
