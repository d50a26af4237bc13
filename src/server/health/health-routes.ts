import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchKind, type SearchKind } from '../db/search-kind.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  dialect: z.enum(['sqlite', 'postgres']),
  /** How task search runs (db/search-kind.ts). */
  search: z.enum(['trigram', 'substring']).optional(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read once, by the first check that finds the database up.
  let search: SearchKind | undefined;
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the app and its database answer',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        search ??= await searchKind(app.db, app.dialect);
        return { status: 'ok' as const, database: 'up' as const, dialect: app.dialect, search };
      } catch (error) {
        request.log.warn({ err: error }, 'database health check failed');
        return reply.status(503).send({ status: 'degraded', database: 'down', dialect: app.dialect });
      }
    },
  );
};
