import SwaggerParser from '@apidevtools/swagger-parser';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@college/contracts/endpoint';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../../test/test-app';
import { openApiPath } from './openapi';
import { call } from '../../test/call';
import * as docs from '@college/contracts/endpoints/docs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };

/** Every route registered on the app, as "METHOD /path", however it was registered. */
function registeredRoutes(app: Express): string[] {
  const out: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const [method, on] of Object.entries(layer.route.methods)) if (on) out.push(`${method.toUpperCase()} ${layer.route.path}`);
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return out;
}

const key = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;

describe('the OpenAPI document', () => {
  it('when fetched, then it is a valid OpenAPI 3.1 document', async () => {
    const res = await call(request(t.app), docs.openApiDocument).expect(200);
    expect(res.body.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(res.body))).resolves.toBeDefined();
  });

  it('when compared with the app, then every mounted route is documented, every documented path is mounted, and no route is registered by hand', async () => {
    const doc = (await call(request(t.app), docs.openApiDocument).expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const mounted = (t.app.locals.mountedEndpoints as Endpoint[]).map((e) => `${e.method} ${openApiPath(e.path)}`);
    expect(new Set(mounted).size).toBe(mounted.length);
    expect([...mounted].sort()).toEqual([...documented].sort());
    const apiRoutes = registeredRoutes(t.app).filter((r) => r.split(' ')[1]?.startsWith('/api'));
    expect([...apiRoutes].sort()).toEqual((t.app.locals.mountedEndpoints as Endpoint[]).map(key).sort());
  });

  it('when the site runs in production, then the demo-mode routes, which answer 404 there, are left out of the document and the reference', async () => {
    const prod = await createTestApp({ env: PRODUCTION_ENV });
    try {
      const doc = (await call(request(prod.app), docs.openApiDocument).expect(200)).body as {
        paths: Record<string, Record<string, unknown>>;
      };
      const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
      );
      const mounted = (prod.app.locals.mountedEndpoints as Endpoint[]).map((e) => `${e.method} ${openApiPath(e.path)}`);
      expect([...documented].sort()).toEqual([...mounted].sort());
      expect(documented.filter((d) => d.includes('/api/v1/dev/'))).toEqual([]);
      const page = await call(request(prod.app), docs.apiReference).expect(200);
      expect(page.text).not.toContain('/api/v1/dev/');
      // In demo mode they are there, as they are served.
      const demo = (await call(request(t.app), docs.openApiDocument).expect(200)).body as { paths: Record<string, unknown> };
      expect(Object.keys(demo.paths).filter((p) => p.startsWith('/api/v1/dev/'))).toHaveLength(3);
    } finally {
      await prod.close();
    }
  });

  it('when a file is answered in one of several types, then the document names each', async () => {
    const doc = (await call(request(t.app), docs.openApiDocument).expect(200)).body as {
      paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, unknown> }> }>>;
    };
    const typesOf = (path: string) => Object.keys(doc.paths[path]?.get?.responses['200']?.content ?? {}).sort();
    expect(typesOf('/api/v1/staff/applications/export')).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv; charset=utf-8',
    ]);
    expect(typesOf('/api/v1/staff/merit/lists/{id}/file')).toEqual(['application/pdf', 'text/csv; charset=utf-8']);
  });

  it('when the reference page opens, then it lists every operation as plain HTML under the site headers', async () => {
    const res = await request(t.app).get('/api/docs').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.text).not.toMatch(/<script|<link|style=/);
    expect(res.text).toContain('<code>POST /api/v1/admission/send-otp</code>');
    expect(res.text).toContain('<code>PUT /api/v1/staff/question-papers/{id}/file</code>');
    expect(res.text).toContain('multipart/form-data');
  });
});
