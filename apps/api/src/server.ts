import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { imagesStorage, papersStorage } from './features/storage/papers-storage';
import { createApp } from './app';
import { defaultMetrics } from './features/site';
import { backgroundJobs } from './jobs';
import { startJobs } from './lib/jobs';
import { addDemoSeason } from './features/applications/demo-season';
import { addSampleApplications } from './features/applications/sample-applications';
import { addSamplePictures } from './features/applications/sample-pictures';
import { addSamplePayments } from './features/payments/sample-payments';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from './features/staff/demo-staff';
import { seedDemoNotices } from './features/content/demo-notices';
import { staffService } from './features/staff/staff.service';
import { seedDemoArchive } from './features/question-papers/demo-archive';
import { EnvError, loadConfig, type Config } from './config/env';
import { productionNodeProblem } from './config/node-version';
import type { DatabaseHandle } from './db/client';
import { openConfiguredDatabase } from './db/open-from-config';
import { systemClock } from './lib/clock';
import { createLogger } from './lib/logger';
import { installProcessGuards } from './lib/process-guards';

const SHUTDOWN_GRACE_MS = 10_000;
// On SIGTERM the process stops listening at once: nginx finds the port closed and sends new
// requests to the other process, POSTs included. Connections already open stay open: a request
// nginx sends down one is answered, with Connection: close, and nginx closes the ones it leaves
// idle after its keepalive_timeout (4 s). Closing them from this side instead would race a request
// nginx is sending: the connection is reset under it, and a POST cut off that way cannot safely be
// sent again. Whatever is still idle after this long is closed; requests in flight still finish.
const OPEN_CONNECTIONS_MS = 6_000;

function readConfig(): Config {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof EnvError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const oldNode = productionNodeProblem(config.nodeEnv, process.version);
  if (oldNode) {
    process.stderr.write(`${oldNode}\n`);
    process.exit(1);
  }
  return config;
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  installProcessGuards(logger);
  const database: DatabaseHandle = await openConfiguredDatabase(config);
  // Shared with the signal handlers, which may run at any point of the start-up below.
  const run: { server: Server | undefined; stopping: boolean } = { server: undefined, stopping: false };

  // Installed before listening: a signal that arrives while starting still closes the database.
  const stop = (signal: string) => {
    if (run.stopping) return;
    run.stopping = true;
    stopJobs();
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    const closeDatabase = () =>
      database
        .close()
        .then(() => process.exit(0))
        .catch((err: unknown) => {
          logger.error({ err }, 'closing the database failed');
          process.exit(1);
        });
    // Finish requests in flight, then close the database so PGlite flushes to disk.
    const { server } = run;
    if (!server?.listening) {
      void closeDatabase();
      return;
    }
    server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
      res.setHeader('Connection', 'close');
    });
    // net's close, not http's: http's also closes idle connections, the race described above.
    NetServer.prototype.close.call(server, () => void closeDatabase());
    setTimeout(() => server.closeIdleConnections(), OPEN_CONNECTIONS_MS).unref();
  };
  // One set of metrics for the requests and the background jobs of this process.
  const metrics = defaultMetrics(database);
  const stopJobs = startJobs(backgroundJobs(config, database, logger), { database, logger, record: metrics.recordJob });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  const storage = papersStorage(config);
  if (config.demoMode) {
    const seeded = await seedDemoArchive(database.db, storage);
    if (seeded > 0) logger.info({ papers: seeded }, 'demo question-paper archive seeded');
    const staff = staffService({ db: database.db, clock: systemClock, totpKey: config.totpKey, secondFactor: config.staffSecondFactor });
    const { emails, created } = await seedDemoStaff(staff);
    logger.warn(`demo office accounts at /staff (password ${DEMO_STAFF_PASSWORD}): ${emails.join(', ')}`);
    const publisher = await staff.byEmail('admin@college.example');
    if (created > 0 && publisher) await seedDemoNotices(database.db, systemClock, publisher.id);
    // A first demo start gets made-up applicants too, so the office has something to show.
    if (created > 0 && config.demoApplications > 0) {
      const range = await addSampleApplications(database.db, config.demoApplications, systemClock.now());
      await addSamplePayments(database.db, { from: range.first, to: range.last });
      await addSamplePictures(database.db, imagesStorage(config), { from: range.first, to: range.last });
      logger.info({ applications: config.demoApplications }, 'demo applications seeded');
    }
    // And a season to allot: more applicants than the popular branches have seats.
    if (created > 0 && config.demoSeasonApplicants > 0) {
      const range = await addDemoSeason(database.db, config.demoSeasonApplicants, systemClock.now());
      await addSamplePayments(database.db, { from: range.first, to: range.last });
      logger.info({ applicants: config.demoSeasonApplicants, from: range.first, to: range.last }, 'demo allotment season seeded');
    }
  }
  const app = createApp({ config, database, logger, metrics, storage });
  const server = app.listen(config.port, config.host);
  run.server = server;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  if (run.stopping) return;
  if (config.demoMode) {
    logger.warn('demo mode: OTPs are written to this log and payments go through the demo gateway');
  }
  // Where the process really listens (the address and port given, the port chosen for PORT=0), and
  // where visitors reach it: behind nginx the two differ, and both are worth seeing in the log.
  const address = server.address();
  const listening =
    typeof address === 'object' && address
      ? `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`
      : `http://${config.host}:${config.port}`;
  logger.info(
    { driver: database.driver, mode: config.demoMode ? 'demo' : 'production', publicOrigin: config.publicOrigin },
    `site ready at ${listening} (public origin ${config.publicOrigin})`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
