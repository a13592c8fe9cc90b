import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { DestinationStream } from 'pino';
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

/**
 * JSON lines on standard output (production, tests, log collectors); readable lines in development.
 * Through process.stdout, which writes synchronously to files and pipes (nothing lost at exit).
 */
export function logDestination(format: LogFormat): DestinationStream {
  return format === 'pretty' ? prettyStream() : { write: (line: string) => void process.stdout.write(line) };
}
