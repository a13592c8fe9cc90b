import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { cacheLookups, indexBuilds } from '../common/cache-stats.js';

/** Latency buckets (seconds) from a cached read (a few ms) to the statement timeout (10 s). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Operation names come from clients: only plain names, and no more than this many, become labels. */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

/** Node's process metrics (memory, CPU, event loop, GC): one set per process, however many apps it runs. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/**
 * The Prometheus metrics of one app: HTTP and GraphQL latency histograms and error counts, the database
 * pool, the in-process caches, and Node's own (memory, event loop, GC). Each app has its own registry.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly operationNames = new Set<string>();

  private readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers: [this.registry],
  });

  private readonly httpErrors = new Counter({
    name: 'http_request_errors_total',
    help: 'HTTP answers with a 4xx or 5xx status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  private readonly graphqlDuration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'GraphQL operations by name and type, from receipt to answer',
    labelNames: ['operation', 'type'] as const,
    buckets: BUCKETS,
    registers: [this.registry],
  });

  private readonly graphqlErrors = new Counter({
    name: 'graphql_operation_errors_total',
    help: 'Errors in GraphQL answers, by operation and extensions.code',
    labelNames: ['operation', 'code'] as const,
    registers: [this.registry],
  });

  constructor(@InjectDataSource() dataSource: DataSource) {
    const pool = () => (dataSource.driver as unknown as { master?: PgPool }).master;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const p = pool();
        if (!p) return;
        this.set({ state: 'total' }, p.totalCount);
        this.set({ state: 'idle' }, p.idleCount);
        this.set({ state: 'waiting' }, p.waitingCount);
      },
    });
    new Gauge({
      name: 'db_pool_max_connections',
      help: 'The largest number of connections the pool opens',
      registers: [this.registry],
      collect() {
        const max = pool()?.options?.max;
        if (max !== undefined) this.set(max);
      },
    });
    new Gauge({
      name: 'cache_lookups',
      help: 'Lookups in the in-process caches by cache and result (hit or miss), since the process started',
      labelNames: ['cache', 'result'] as const,
      registers: [this.registry],
      collect() {
        for (const [cache, { hits, misses }] of cacheLookups()) {
          this.set({ cache, result: 'hit' }, hits);
          this.set({ cache, result: 'miss' }, misses);
        }
      },
    });
    const indexGauges: [string, string, (build: { rows: number; buildSeconds: number }) => number][] = [
      ['search_index_rows', 'Rows in the newest in-memory search index, by index (catalogue, forum)', (b) => b.rows],
      ['search_index_build_seconds', 'How long the newest in-memory search index took to build, by index', (b) => b.buildSeconds],
    ];
    for (const [name, help, value] of indexGauges) {
      new Gauge({
        name,
        help,
        labelNames: ['index'] as const,
        registers: [this.registry],
        collect() {
          for (const [index, build] of indexBuilds()) this.set({ index }, value(build));
        },
      });
    }
  }

  /** Times every request (Express middleware): the route pattern, not the path, keeps the labels few. */
  readonly httpMiddleware = (req: Request, res: Response, next: NextFunction): void => {
    const end = this.httpDuration.startTimer();
    res.once('finish', () => {
      const route = req.route ? `${req.baseUrl}${String(req.route.path)}` : req.path.startsWith('/graphql') ? '/graphql' : res.statusCode < 400 ? 'static' : 'unmatched';
      const labels = { method: req.method, route, status: String(res.statusCode) };
      end(labels);
      if (res.statusCode >= 400) this.httpErrors.inc(labels);
    });
    next();
  };

  /** A GraphQL operation's name as a label: unnamed, unreadable and names beyond the cap are grouped. */
  operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'other';
    if (!this.operationNames.has(name)) {
      if (this.operationNames.size >= MAX_OPERATION_NAMES) return 'other';
      this.operationNames.add(name);
    }
    return name;
  }

  recordGraphql(operation: string, type: string, seconds: number, errorCodes: string[]): void {
    this.graphqlDuration.observe({ operation, type }, seconds);
    for (const code of errorCodes) this.graphqlErrors.inc({ operation, code });
  }

  render(): Promise<string> {
    return Registry.merge([processMetrics(), this.registry]).metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
