import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  dialect: z.enum(['sqlite', 'postgres']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
        return { status: 'ok' as const, database: 'up' as const, dialect: app.dialect };
      } catch (error) {
        request.log.warn({ err: error }, 'database health check failed');
        return reply.status(503).send({ status: 'degraded', database: 'down', dialect: app.dialect });
      }
    },
  );
};
