import { Router } from 'express';
import { z } from 'zod';
import { identityOperations } from './openapi-identity';
import { salesOperations } from './openapi-sales';

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  body?: z.ZodType;
  query?: z.ZodObject;
  /** Bearer access token required. */
  auth?: boolean;
}

/** Every call of the services, with the zod schema that validates it: the document cannot drift from the code. */
const operations: Operation[] = [...identityOperations, ...salesOperations];

const errorSchema = {
  type: 'object',
  properties: { code: { type: 'string' }, message: { type: 'string' } },
  required: ['code', 'message'],
};

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const parameters = [
      ...[...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
        name: m[1],
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...Object.entries(op.query?.shape ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: false,
        schema: z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }),
      })),
    ];
    paths[op.path] = {
      ...paths[op.path],
      [op.method]: {
        summary: op.summary,
        ...(parameters.length ? { parameters } : {}),
        ...(op.auth ? { security: [{ bearer: [] }] } : {}),
        ...(op.body
          ? {
              requestBody: {
                required: true,
                content: {
                  'application/json': { schema: z.toJSONSchema(op.body, { io: 'input', unrepresentable: 'any' }) },
                },
              },
            }
          : {}),
        responses: {
          '200': { description: 'OK' },
          default: { description: 'Error (spec 2, 8 codes)', content: { 'application/json': { schema: errorSchema } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Identity, sales and newsletter services', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

export function openApiRouter(): Router {
  const router = Router();
  let document: ReturnType<typeof openApiDocument> | undefined;
  router.get('/api/openapi.json', (_req, res) => {
    document ??= openApiDocument();
    res.set('Cache-Control', 'public, max-age=300').json(document);
  });
  return router;
}
