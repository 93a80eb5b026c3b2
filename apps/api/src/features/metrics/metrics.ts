import { BlockList, isIPv4 } from 'node:net';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client';
import type { JobRecorder } from '../../lib/jobs';

// The process's own figures (memory, CPU, event-loop delay, garbage collection) exist once per
// process, however many apps it builds (the tests build hundreds), so they have a registry of their own.
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
// Seconds; most answers take a few milliseconds, a slow search or an export takes seconds.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The route a request matched, as its pattern (/api/v1/admission/application/:id), never the path
 * itself: paths carry ids, and one series per id would swamp Prometheus. Pages of the site are "site".
 */
function routeOf(req: Request): string {
  const pattern: unknown = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  if (req.originalUrl.startsWith('/api/')) return 'api-unmatched';
  if (req.originalUrl.startsWith('/metrics')) return '/metrics';
  return 'site';
}

type MetricsDeps = {
  database: DatabaseHandle;
  /** Messages waiting to be sent, and the oldest one's age in seconds. */
  outboxBacklog: () => Promise<{ pending: number; oldestSeconds: number }>;
};

export type Metrics = {
  /** Times and counts every request by route and status. */
  requests: RequestHandler;
  /** Counts background job runs by job and outcome. */
  recordJob: JobRecorder;
  /** The Prometheus text exposition of everything. */
  text(): Promise<string>;
  contentType: string;
};

export function createMetrics(deps: MetricsDeps): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: 'college_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const latency = new Histogram({
    name: 'college_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const jobRuns = new Counter({
    name: 'college_job_runs_total',
    help: 'Background job runs, by job and outcome',
    labelNames: ['job', 'outcome'],
    registers,
  });
  const jobSeconds = new Histogram({
    name: 'college_job_duration_seconds',
    help: 'How long a background job run took',
    labelNames: ['job'],
    buckets: [0.01, 0.1, 1, 10, 60, 300],
    registers,
  });
  const jobLastSuccess = new Gauge({
    name: 'college_job_last_success_timestamp_seconds',
    help: 'When each background job last finished without error (Unix time)',
    labelNames: ['job'],
    registers,
  });
  const { database } = deps;
  new Gauge({
    name: 'college_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL server only; the embedded database has no pool)',
    labelNames: ['state'],
    registers,
    collect() {
      if (database.raw.driver !== 'postgres') return;
      const { pool } = database.raw;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'college_db_up',
    help: 'Whether the database answered a trivial query at this scrape (1) or not (0)',
    registers,
    async collect() {
      this.set((await database.ping(1000)) ? 1 : 0);
    },
  });
  // One query at each scrape feeds both outbox gauges.
  let backlog: Promise<{ pending: number; oldestSeconds: number } | undefined> | undefined;
  const readBacklog = () => (backlog ??= deps.outboxBacklog().catch(() => undefined));
  new Gauge({
    name: 'college_outbox_pending',
    help: 'SMS and emails queued and not yet sent',
    registers,
    async collect() {
      const b = await readBacklog();
      if (b) this.set(b.pending);
    },
  });
  new Gauge({
    name: 'college_outbox_oldest_pending_seconds',
    help: 'How long the oldest unsent message has waited',
    registers,
    async collect() {
      const b = await readBacklog();
      if (b) this.set(b.oldestSeconds);
    },
  });

  return {
    requests(req: Request, res: Response, next: NextFunction) {
      const end = latency.startTimer();
      res.once('finish', () => {
        const method = METHODS.has(req.method) ? req.method : 'OTHER';
        const route = routeOf(req);
        end({ method, route });
        requests.inc({ method, route, status: String(res.statusCode) });
      });
      next();
    },
    recordJob(job, outcome, seconds) {
      jobRuns.inc({ job, outcome });
      jobSeconds.observe({ job }, seconds);
      if (outcome === 'ok') jobLastSuccess.set({ job }, Date.now() / 1000);
    },
    async text() {
      backlog = undefined;
      const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return `${own}\n${process}`;
    },
    contentType: registry.contentType,
  };
}

/** Whether an address is one of those allowed (single addresses or CIDR ranges, v4 or v6). */
export function addressAllowed(allow: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of allow) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    if (!address) return false;
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
    return list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
  };
}
