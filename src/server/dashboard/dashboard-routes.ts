import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSchema } from '../../domain/dashboard.ts';
import { todayIn } from '../../domain/dates.ts';
import { sessionSecurity } from '../auth/auth-plugin.ts';
import { errorResponses } from '../http/errors.ts';
import { findDashboard } from './dashboard-repository.ts';
import { workspaceId } from '../workspaces/workspace-access.ts';

/** The rules behind each figure, as the OpenAPI document and the README state them. */
export const DASHBOARD_DESCRIPTION = [
  "Every figure is counted from `today`, the caller's local date (the server's UTC date when omitted); only the signed-in user's data counts.",
  '',
  '- `events`: statuses as the events list derives them: *past* when the end date is before today, *upcoming* when the start date is after today, *active* otherwise.',
  '- `nextEvent`: the upcoming event that starts soonest (then the lowest id), with `daysUntil` its start (1 = tomorrow); null when no event is upcoming.',
  '- `tasks.open`: tasks not completed.',
  '- `week` and `tasks.dueThisWeek`: **this week is today and the six days after it** (`week.from` = today, `week.to` = today + 6, both included), whatever weekday today is; counted are the tasks not completed that are due on one of those days.',
  '- `tasks.overdue`: tasks not completed that are **due before today, or in status Overdue whatever their due date** (or without one); each task counted once.',
  '- `teamMembers`: the team members of all the events (someone on two events is two members).',
  '- `soonestTasks`: up to five tasks not completed that have a due date, earliest due date first (past-due ones included), then by id; with event and assignee names.',
].join('\n');

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: 'viewer', answerCache: true },
      schema: {
        tags: ['dashboard'],
        security: sessionSecurity,
        summary: 'The figures of the dashboard: events by status, the next event, open, due-this-week and overdue tasks, team size and the tasks due soonest',
        description: DASHBOARD_DESCRIPTION,
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => findDashboard(app.db, workspaceId(request), request.query.today ?? todayIn('UTC')),
  );
};
