import { describe, expect, it } from '@jest/globals';
import type { AppConfig } from '../config/app-config.js';
import { LiveBudget, LiveBusy } from './live-budget.service.js';

const budgetOf = (dbConcurrency: number, queueLimit: number) =>
  new LiveBudget({ live: { connectionsPerUser: 10, connectionsPerGuestIp: 20, dbConcurrency, queueLimit } } as AppConfig);

describe('LiveBudget', () => {
  it('runs at most LIVE_DB_CONCURRENCY pieces at once, the others in order as places free', async () => {
    const budget = budgetOf(2, 10);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const piece = (i: number) =>
      budget.run(async () => {
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(i);
        running--;
        return i;
      });
    expect(await Promise.all([0, 1, 2, 3, 4, 5].map(piece))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order.slice(2)).toEqual([2, 3, 4, 5]);
    expect(budget.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses with LiveBusy at once when LIVE_QUEUE_LIMIT pieces already wait, and frees a place whose piece failed', async () => {
    const budget = budgetOf(1, 1);
    let release!: () => void;
    const first = budget.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = budget.run(() => Promise.reject(new Error('failed')));
    await expect(budget.run(() => 'third')).rejects.toBeInstanceOf(LiveBusy);
    release();
    await first;
    await expect(second).rejects.toThrow('failed');
    await expect(budget.run(() => 'fourth')).resolves.toBe('fourth');
    expect(budget.load).toEqual({ running: 0, waiting: 0 });
  });
});
