#!/usr/bin/env node
// The yardstick of bench/run.mjs: the least a server can do to answer the catalogue page. Plain
// `node:http` and `pg`, no framework, no cache: every request runs the statements the app runs for
// that page without its caches (captured from the compiled PeppersService by run.mjs, same SQL and
// parameters) and answers the rows as JSON with the total in X-Total-Count.
//
//   node bench/yardstick.mjs   (env: DATABASE_URL, PORT, STATEMENTS = JSON [{ query, parameters }], POOL)
//
// Prints "listening" when it accepts requests. The last statement's rows are the page; a count(...)
// statement gives the total.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(process.cwd(), 'server', 'package.json'));
const pg = require('pg');

const statements = JSON.parse(process.env.STATEMENTS ?? '[]');
if (!process.env.DATABASE_URL || statements.length === 0) {
  console.error('yardstick: DATABASE_URL and STATEMENTS are required');
  process.exit(2);
}
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL ?? 10) });
const counting = statements.map((s) => /^\s*SELECT\s+COUNT\(/i.test(s.query));

const server = createServer(async (req, res) => {
  try {
    const results = await Promise.all(statements.map((s) => pool.query(s.query, s.parameters)));
    const countAt = counting.indexOf(true);
    const page = results.findLast((_, i) => !counting[i]);
    const total = countAt >= 0 ? Number(Object.values(results[countAt].rows[0])[0]) : page.rows.length;
    const body = JSON.stringify(page.rows);
    res.writeHead(200, { 'content-type': 'application/json', 'x-total-count': String(total), 'content-length': Buffer.byteLength(body) });
    res.end(body);
  } catch (error) {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: error instanceof Error ? error.message : String(error) }));
  }
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log('listening'));
const stop = () => server.close(() => pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
