import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANALYTICS_MESSAGES, analyticsQuerySchema, analyticsResponseSchema, type AnalyticsPeriod } from '../../domain/analytics.ts';
import { todayIn } from '../../domain/dates.ts';
import { sessionSecurity } from '../auth/auth-plugin.ts';
import { errorResponses, notFound } from '../http/errors.ts';
import { findAnalytics } from './analytics-repository.ts';
import { workspaceId } from '../workspaces/workspace-access.ts';

/** The period rule, as the OpenAPI document and the README state it. */
export const ANALYTICS_DESCRIPTION = [
  'The period is the `period` days ending `today` (the caller\'s local date; the server\'s UTC date when omitted), both ends included; the previous period is the same number of days just before it.',
  '',
  '**A task is in the period when it was created, or its status changed, on one of the period\'s days** (the UTC day of the timestamp). ' +
    'Every task-based figure of the summary and the members (workload, badges, top performers, achievements) counts the in-period tasks in scope, assigned or not; ' +
    'the change labels apply the same rule to the previous period (the completion rate\'s as a difference in percentage points: `+5 pts`).',
  '',
  '- `events`: each event\'s progress is of **all** its tasks, whatever the period (`tasksTotal`, `tasksCompleted`, `tasksInProgress`, `tasksTodo`, `tasksOverdue`, `progress`); `tasksInPeriod` is how many of them are in the period.',
  '- `workloadPercentage`: the member\'s in-period tasks as a share of the in-period tasks of their own event, assigned or not. With `eventId` that is every filtered task; with all events, each member is compared within their own event\'s team. The bands (under 15 % underutilized, 15–35 % balanced, over 35 % overloaded), badges and `averageWorkload` use it.',
  '- `productivityData`: per weekday (Monday first), the tasks in scope *due* on a day of the period, and the tasks *completed* on a day of the period (status-log changes to Completed, by UTC day).',
  '- `streak`: consecutive days ending today, or yesterday when nothing has been completed yet today, on which a task now assigned to the member was completed; at most 7.',
  '- `tasksOverdue`: tasks with status Overdue, or due before today and not completed (a member\'s in-period ones; all of an event\'s).',
  '- `teamSize`: the members in scope, whatever the period; its change compares with the members who had joined by the end of the previous period.',
  '- `efficiency`: the member\'s completed in-period tasks per day of the period (one decimal).',
  '- `productivity`: the whole percentage of the member\'s in-period tasks due by today that are completed (0 when none is due).',
  '',
  '`eventId` narrows everything to one event and its members; another owner\'s or an unknown event answers 404.',
].join('\n');

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      // Everything counted comes from the workspace's events, members and tasks (a status-log row always
      // updates its task), so the workspace's data version covers it.
      config: { access: 'viewer', answerCache: true },
      schema: {
        tags: ['analytics'],
        security: sessionSecurity,
        summary: 'Points, levels, badges, streaks, workload, event progress and weekly trends of your team over the last 7, 30 or 90 days',
        description: ANALYTICS_DESCRIPTION,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { period, eventId, today } = request.query;
      const analytics = await findAnalytics(app.db, {
        ownerId: workspaceId(request),
        period: period as AnalyticsPeriod,
        eventId,
        today: today ?? todayIn('UTC'),
      });
      if (!analytics) throw notFound(ANALYTICS_MESSAGES.eventNotFound);
      return analytics;
    },
  );
};
