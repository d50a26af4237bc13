import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../domain/dates.ts';
import { loadSampleDataInputSchema, planSampleData, SAMPLE_DATA_MESSAGES, sampleDataResultSchema } from '../../domain/sample-data.ts';
import { accountId, sessionSecurity } from '../auth/auth-plugin.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { AccountNotEmptyError, loadSampleData } from './sample-data-repository.ts';
import { workspaceId } from '../workspaces/workspace-access.ts';

export const sampleDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      config: { access: 'editor' },
      schema: {
        tags: ['sample data'],
        security: sessionSecurity,
        summary: 'Fill a workspace that has no events with five sample events, their teams and tasks',
        body: loadSampleDataInputSchema.nullish(),
        response: { 201: sampleDataResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const today = request.body?.today ?? todayIn('UTC');
      try {
        const result = await loadSampleData(app.db, workspaceId(request), planSampleData(today), accountId(request));
        return reply.status(201).send(result);
      } catch (error) {
        if (error instanceof AccountNotEmptyError) throw new HttpError(409, SAMPLE_DATA_MESSAGES.accountNotEmpty);
        throw error;
      }
    },
  );
};
