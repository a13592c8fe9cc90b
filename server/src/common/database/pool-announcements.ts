/**
 * NOTIFY announcements for one connection pool. Every new connection of the pool runs LISTEN for the
 * channels before it is first handed out (pg-pool's `verify` hook: no query queued behind another),
 * so a connection receives its own announcements at its COMMIT, before the caller sees the commit,
 * and other processes' announcements while it is idle. `listening` counts the open listening
 * connections: while it is 0, announcements can be missed, and a reader must ask the database.
 */
export const ANNOUNCED_CHANNELS = ['content_version'] as const;
export type AnnouncedChannel = (typeof ANNOUNCED_CHANNELS)[number];

interface PoolClient {
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  once(event: 'end' | 'error', listener: () => void): unknown;
  query(sql: string): Promise<unknown>;
}

export interface AnnouncementListener {
  /** A payload announced on the channel. */
  announced(payload: string): void;
  /** The count of listening connections went from 0 to 1 or from 1 to 0: what was announced meanwhile is unknown. */
  gap(): void;
}

export class PoolAnnouncements {
  private open = 0;
  private readonly listeners = new Map<AnnouncedChannel, Set<AnnouncementListener>>();

  get listening(): number {
    return this.open;
  }

  subscribe(channel: AnnouncedChannel, listener: AnnouncementListener): () => void {
    const set = this.listeners.get(channel) ?? new Set();
    this.listeners.set(channel, set);
    set.add(listener);
    return () => set.delete(listener);
  }

  /** pg-pool's `verify(client, done)`: called once for each new connection, before its first use. */
  readonly verify = (client: PoolClient, done: (error?: Error) => void): void => {
    client.on('notification', (message) => {
      const set = this.listeners.get(message.channel as AnnouncedChannel);
      if (set && message.payload !== undefined) for (const l of set) l.announced(message.payload);
    });
    client.query(ANNOUNCED_CHANNELS.map((c) => `LISTEN ${c};`).join(' ')).then(
      () => {
        let counted = true;
        const closed = () => {
          if (!counted) return;
          counted = false;
          this.open--;
          if (this.open === 0) this.gaps();
        };
        client.once('end', closed);
        client.once('error', closed);
        this.open++;
        if (this.open === 1) this.gaps();
        done();
      },
      // A connection that cannot listen still serves queries; readers then ask the database.
      () => done(),
    );
  };

  private gaps(): void {
    for (const set of this.listeners.values()) for (const l of set) l.gap();
  }
}

/** The announcements of the pool a DataSource was made with (`dataSourceOptions` puts them in `extra`), if any. */
export function poolAnnouncements(options: { extra?: unknown }): PoolAnnouncements | undefined {
  const announcements = (options.extra as { announcements?: unknown } | undefined)?.announcements;
  return announcements instanceof PoolAnnouncements ? announcements : undefined;
}
