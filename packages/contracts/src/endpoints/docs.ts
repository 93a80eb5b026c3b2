import { z } from '../zod';
import { endpoint } from '../endpoint';

/** This API described as OpenAPI 3.1, generated from these contracts. */
export const openApiDocument = endpoint({
  method: 'GET',
  path: '/api/v1/openapi.json',
  access: 'public',
  summary: 'This API as an OpenAPI 3.1 document',
  response: z.looseObject({ openapi: z.literal('3.1.0') }),
});

/** A readable reference of the same document, served by the site itself. */
export const apiReference = endpoint({
  method: 'GET',
  path: '/api/docs',
  access: 'public',
  kind: 'file',
  produces: 'text/html',
  summary: 'A readable reference of this API',
  response: z.unknown(),
});
