import type { PGlite } from '@electric-sql/pglite';

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve(bytes: number): void;
  reject(error: unknown): void;
  onData(data: Uint8Array): void;
}

/** The parts of pglite-socket 0.2's (private) QueryQueueManager this fix replaces. */
interface QueryQueue {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

/** Frontend messages of the extended query protocol (Parse, Bind, Describe, Execute, Close, Flush) and Sync, which ends them. */
const EXTENDED = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]);
const SYNC = 0x53;

/**
 * pglite-socket 0.2 runs the protocol messages of all connections one by one from one queue, and keeps
 * to one connection only inside an explicit transaction. node-postgres sends every parameterised query
 * as Parse, Bind, Describe, Execute, Sync: with two connections busy these interleave, so one
 * connection's Bind meets the other's statement ("bind message supplies 2 parameters, but prepared
 * statement requires 1", "portal does not exist", or a statement run with another request's
 * parameters). This keeps the queue on one connection from its first extended-protocol message to
 * its Sync, as it already does for transactions.
 */
export function keepExtendedQueriesTogether(server: object): void {
  const queue = (server as { queryQueue: QueryQueue }).queryQueue;
  if (!queue || typeof queue.processQueue !== 'function' || !Array.isArray(queue.queue)) {
    throw new Error('pglite-socket changed: review keepExtendedQueriesTogether (server/src/database/pglite-queue.ts)');
  }
  let openSequence = false;
  queue.processQueue = async function (this: QueryQueue) {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        let item: QueuedMessage | undefined;
        if (this.lastHandlerId !== null && (openSequence || this.db.isInTransaction())) {
          // Wait for the same connection's next message; its arrival runs the queue again.
          const index = this.queue.findIndex((q) => q.handlerId === this.lastHandlerId);
          if (index === -1) break;
          item = this.queue.splice(index, 1)[0];
        } else item = this.queue.shift();
        if (!item) break;
        const type = item.message[0];
        this.lastHandlerId = item.handlerId;
        if (type === SYNC) openSequence = false;
        else if (EXTENDED.has(type)) openSequence = true;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          item.reject(error);
          continue;
        }
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };
  // A connection that goes away in the middle of its sequence must not hold the queue.
  const clear = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId: number) => {
    clear(handlerId);
    if (handlerId === queue.lastHandlerId && openSequence) {
      openSequence = false;
      void queue.processQueue();
    }
  };
}
