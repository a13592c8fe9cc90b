import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino, type DestinationStream } from 'pino';
import { findRepoRoot } from '../config/repo-root.js';

export type LogFormat = 'json' | 'pretty';

const SHOWN = ['requestId', 'userId', 'operation', 'durationMs'];

/** One concise line per record: `12:00:01 INFO GET /api/peppers 200 durationMs=12 requestId=...`. */
export function conciseLine(json: string): string {
  try {
    const record = JSON.parse(json) as Record<string, unknown>;
    const time = typeof record.time === 'string' ? record.time.slice(11, 19) : '';
    const extras = SHOWN.filter((key) => record[key] !== undefined).map((key) => `${key}=${String(record[key])}`);
    return `${[time, String(record.level).toUpperCase(), record.context ? `[${String(record.context)}]` : '', record.msg, ...extras].filter(Boolean).join(' ')}\n`;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
}

function conciseStream(): DestinationStream {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      process.stdout.write(String(chunk).split('\n').filter(Boolean).map(conciseLine).join(''));
      done();
    },
  });
}

/** pino-pretty when it is installed (a development dependency); else the concise lines above. */
function prettyStream(): DestinationStream {
  try {
    const require = createRequire(join(findRepoRoot(), 'server', 'package.json'));
    const pretty = require('pino-pretty') as (options: object) => DestinationStream;
    return pretty({ colorize: process.stdout.isTTY, singleLine: true, ignore: 'pid,hostname,method,path,status', translateTime: 'SYS:HH:MM:ss' });
  } catch {
    return conciseStream();
  }
}

/** The asynchronous standard output of JSON logs (sonic-boom): what `flushLogs` empties. */
type AsyncDestination = DestinationStream & { flushSync(): void; _writing?: boolean };
let jsonDestination: AsyncDestination | undefined;

/**
 * JSON lines on standard output (production, tests, log collectors); readable lines in development.
 * In production JSON goes through one asynchronous sonic-boom destination per process: a request's line is appended to
 * a buffer that is written while the next requests are served (a synchronous write per request cost as
 * much as the rest of a small request). `flushLogs` (app shutdown) and pino's own exit hook write out
 * what is left, so a SIGTERM loses no line.
 */
export function logDestination(format: LogFormat): DestinationStream {
  if (format === 'pretty') return prettyStream();
  // Outside production JSON goes through process.stdout: in order with the rest of the output, and what a test
  // running the app in its own process captures.
  if (process.env.NODE_ENV !== 'production') return process.stdout;
  jsonDestination ??= pino.destination({ dest: 1, sync: false }) as AsyncDestination;
  return jsonDestination;
}

/** Writes out the JSON log lines still buffered (after the write under way, if any, to keep their order). */
export async function flushLogs(): Promise<void> {
  const destination = jsonDestination;
  if (!destination) return;
  for (let waited = 0; destination._writing && waited < 1000; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
  try {
    destination.flushSync();
  } catch {
    // Standard output closed, or not open yet: nothing can be written.
  }
}
