import type { Router } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config/env';
import type { Database, DatabaseHandle } from '../db/client';
import type { Clock } from './clock';
import type { Job } from './jobs';
import type { Mount } from './mount';

/** What every feature is given: the configuration, the database, the log and the clock. */
export type Core = { config: Config; database: DatabaseHandle; db: Database; logger: Logger; clock: Clock };

/**
 * A feature of the site as the composition root reads it: its routes, its background jobs, and,
 * as the type of `needs`, what it takes from other features. The root hands every feature the same
 * object of shared services (features/site.ts), so a feature that needs something the root does
 * not make does not compile, and a new feature is one module added to features/all.ts.
 */
export type Feature<Needs> = {
  name: string;
  /** Mounted in the order features/all.ts lists the features. */
  routes?: (core: Core & { mount: Mount }, needs: Needs) => Router | readonly Router[];
  /** Started by the server beside the routes, every process on the database alike (lib/jobs.ts). */
  jobs?: (core: Core, needs: Needs) => readonly Job[];
};

/** Declares a feature; its needs are read from the parameter types of its routes and jobs. */
export const feature = <Needs = object>(f: Feature<Needs>): Feature<Needs> => f;
