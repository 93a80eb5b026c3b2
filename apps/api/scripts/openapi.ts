// Writes dist/openapi.json from the contracts and fails the build if it is not valid OpenAPI 3.1.
// It is the document a production site serves: without the demo-mode routes, which it has not.
import { mkdirSync, writeFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { openApiDocument } from '../src/features/docs/openapi';

const doc = openApiDocument({ demoMode: false });
await SwaggerParser.validate(structuredClone(doc) as never);
mkdirSync('dist', { recursive: true });
writeFileSync('dist/openapi.json', `${JSON.stringify(doc, null, 2)}\n`);
const operations = Object.values(doc.paths as Record<string, object>).reduce((n, methods) => n + Object.keys(methods).length, 0);
process.stdout.write(`openapi: ${operations} operations, valid OpenAPI 3.1 (dist/openapi.json)\n`);
