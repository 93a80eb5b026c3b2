import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import multer from 'multer';
import type { z } from 'zod';
import type { Access, Endpoint, FilePart } from '@college/contracts/endpoint';
import { isCleanText } from '@college/contracts/rules/clean-text';
import { UNSUPPORTED_TEXT_MESSAGE } from '@college/contracts/rules/text';
import { AppError, badRequest, invalidField } from './app-error';
import { usePlainMessages } from './plain-messages';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A file part as received: where it waits on disk, and the name the sender gave it. */
export type UploadedFile = { path: string; originalName: string };

type HandlerContext<E extends Endpoint> = {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  req: Request;
  res: Response;
} & (E['kind'] extends 'multipart' ? { file: UploadedFile } : unknown) &
  (E['kind'] extends 'raw' ? { rawBody: Buffer } : unknown);

// A file endpoint writes its answer itself; every other kind returns the JSON it answers.
type Handler<E extends Endpoint> = E['kind'] extends 'file'
  ? (ctx: HandlerContext<E>) => Promise<void>
  : (ctx: HandlerContext<E>) => Promise<z.input<E['response']>> | z.input<E['response']>;

/** Middleware to run after the guard and the body parser, before the handler (a conditional GET's 304). */
type MountExtras = { before?: RequestHandler[] };

export type Mount = (<E extends Endpoint>(router: Router, endpoint: E, handler: Handler<E>, extras?: MountExtras) => void) & {
  /** Every endpoint mounted so far, for the check that the OpenAPI document covers them all. */
  readonly mounted: readonly Endpoint[];
};

type MountOptions = {
  /** Check every response against its contract (development and test): a mismatch is a bug. */
  validateResponses: boolean;
  /** The middleware that admits a caller to an endpoint, for each non-public access level. */
  guards: Partial<Record<Exclude<Access, 'public'>, (endpoint: Endpoint) => RequestHandler[]>>;
  /** Where multipart file parts wait while their request is handled. */
  uploadDir: string;
};

const JSON_BODY_LIMIT = '100kb';
const RAW_BODY_LIMIT = '1mb';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/** Only JSON bodies reach a JSON endpoint: a form post from another site cannot reach a handler. */
const jsonOnly: RequestHandler = (req, _res, next) => {
  if (hasBody(req) && !req.is('application/json')) {
    next(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Requests must be sent as JSON'));
    return;
  }
  next();
};

/** The multipart parser's own complaint about the body (a malformed header, a cut-off form). */
function isParseError(err: unknown): boolean {
  const storageErrors = (err as { storageErrors?: unknown[] } | null)?.storageErrors;
  return err instanceof Error && Array.isArray(storageErrors) && storageErrors.length === 0;
}

/** Receives one file part and the form fields; multer's errors become the envelope. */
function multipart(part: FilePart, uploadDir: string): RequestHandler {
  const upload = multer({
    storage: multer.diskStorage({
      destination: uploadDir,
      filename: (_req, _file, done) => {
        done(null, `${randomUUID()}.upload`);
      },
    }),
    limits: { fileSize: part.maxBytes, files: 1, fields: 20, fieldSize: 1024, parts: 25 },
  }).single(part.field);
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      next(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data'));
      return;
    }
    // On an error multer has already removed what it wrote (and cleared the file's path).
    upload(req, res, (err: unknown) => {
      if (!err) {
        next();
      } else if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') {
        next(new AppError('PAYLOAD_TOO_LARGE', part.tooLargeMessage));
      } else if (err instanceof multer.MulterError || isParseError(err)) {
        next(badRequest(part.usageMessage));
      } else {
        next(err);
      }
    });
  };
}

/** The body parser an endpoint's kind calls for, if any. */
function bodyParsers(endpoint: Endpoint, uploadDir: string): RequestHandler[] {
  switch (endpoint.kind ?? 'json') {
    case 'multipart':
      if (!endpoint.file) throw new Error(`Multipart endpoint without a file part (${endpoint.path})`);
      return [multipart(endpoint.file, uploadDir)];
    case 'raw':
      // The exact bytes: a signature is checked over them.
      return [express.raw({ type: () => true, limit: RAW_BODY_LIMIT })];
    case 'json':
      return BODY_METHODS.has(endpoint.method) ? [jsonOnly, express.json({ limit: JSON_BODY_LIMIT })] : [];
    case 'file':
      return [];
  }
}

/** The received file, checked; a missing one or a name with a NUL is refused. */
function fileOf(req: Request, part: FilePart): UploadedFile {
  if (!req.file) {
    throw invalidField(part.field, part.missingMessage);
  }
  if (!isCleanText(req.file.originalname)) {
    throw new AppError('VALIDATION_ERROR', `File name: ${UNSUPPORTED_TEXT_MESSAGE}`, {
      fieldErrors: { [part.field]: [UNSUPPORTED_TEXT_MESSAGE] },
    });
  }
  return { path: req.file.path, originalName: req.file.originalname };
}

/**
 * Builds `mount(router, endpoint, handler)`: the route is registered from the contract; its guard,
 * body parser (by the endpoint's kind), params, query and body are checked with the contract's
 * schemas (a ZodError becomes a 400 with field errors); and the handler's result is checked and
 * sent as JSON, unless the endpoint sends a file itself. No API route is registered any other way.
 */
export function createMount(options: MountOptions): Mount {
  usePlainMessages();
  mkdirSync(options.uploadDir, { recursive: true });
  const mounted: Endpoint[] = [];
  const mount = <E extends Endpoint>(router: Router, endpoint: E, handler: Handler<E>, extras: MountExtras = {}) => {
    const chain: RequestHandler[] = [];
    if (endpoint.access !== 'public') {
      const guard = options.guards[endpoint.access];
      if (!guard) throw new Error(`No guard for ${endpoint.access} access (${endpoint.path})`);
      chain.push(...guard(endpoint));
    }
    // After the guard: nobody uploads or posts a body before they are admitted.
    chain.push(...bodyParsers(endpoint, options.uploadDir));
    chain.push(...(extras.before ?? []));
    mounted.push(endpoint);
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](endpoint.path, ...chain, async (req: Request, res: Response) => {
      const kind = endpoint.kind ?? 'json';
      const received = kind === 'multipart' && typeof req.file?.path === 'string' ? req.file.path : null;
      try {
        const params: unknown = endpoint.params ? endpoint.params.parse(req.params) : undefined;
        const query: unknown = endpoint.query ? endpoint.query.parse(req.query) : undefined;
        const body: unknown = endpoint.body ? endpoint.body.parse(kind === 'raw' ? {} : (req.body ?? {})) : undefined;
        const extra =
          kind === 'multipart' && endpoint.file
            ? { file: fileOf(req, endpoint.file) }
            : kind === 'raw'
              ? { rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0) }
              : {};
        const result = await handler({ params, query, body, req, res, ...extra } as HandlerContext<E>);
        if (kind === 'file') return;
        if (options.validateResponses) {
          const check = endpoint.response.safeParse(result);
          if (!check.success) {
            req.log.error({ issues: check.error.issues, path: endpoint.path }, 'response breaks its contract');
            throw new Error(`Response of ${endpoint.method} ${endpoint.path} breaks its contract`);
          }
        }
        // A handler may have set another status itself (refresh answers 401 with its own body).
        if (endpoint.status) res.status(endpoint.status);
        res.json(result);
      } finally {
        // What the handler did not move into storage does not stay behind.
        if (received) await rm(received, { force: true });
      }
    });
  };
  return Object.assign(mount, { mounted });
}
