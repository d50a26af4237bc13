import type { CalendarDate } from '../../domain/calendar-dates.ts';
import { formatCalendarDay } from '../../domain/english-format.ts';
import type { DigestLists, DigestTask, OrganiserDigestEvent } from '../../domain/reminder-rules.ts';
import { APP_NAME, escapeHtml, mailPage } from '../mail/mail-html.ts';
import type { MailMessage } from '../mail/mailer.ts';
/** Tasks shown per list of an organiser's digest; the rest are counted. */
const LIST_LIMIT = 10;

/** Where the digest's one-click unsubscribe goes: the API for mail programs (RFC 8058), the web page for people. */
export interface UnsubscribeLinks {
  /** `${origin}/api/unsubscribe/<token>`: the List-Unsubscribe header. */
  oneClick: string;
  /** `${origin}/unsubscribe/<token>`: the link in the body. */
  page: string;
}

/** RFC 2369 and RFC 8058: a mail program offers "Unsubscribe" and posts to the address, no sign-in needed. */
function unsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

function dueText(task: DigestTask, today: CalendarDate): string {
  if (!task.dueDate) return 'marked overdue';
  return task.dueDate === today ? 'due today' : `due ${formatCalendarDay(task.dueDate, 'weekday-day')}`;
}

function textList(heading: string, tasks: DigestTask[], today: CalendarDate, limit = Infinity): string[] {
  if (tasks.length === 0) return [];
  const shown = tasks.slice(0, limit).map((task) => `- ${task.title} (${dueText(task, today)})`);
  const more = tasks.length > limit ? [`- and ${tasks.length - limit} more`] : [];
  return [`${heading} (${tasks.length}):`, ...shown, ...more, ''];
}

function htmlList(heading: string, tasks: DigestTask[], today: CalendarDate, limit = Infinity): string {
  if (tasks.length === 0) return '';
  const items = tasks
    .slice(0, limit)
    .map((task) => `<li>${escapeHtml(task.title)} <span style="color:#475569;">(${escapeHtml(dueText(task, today))})</span></li>`);
  if (tasks.length > limit) items.push(`<li>and ${tasks.length - limit} more</li>`);
  return `<p style="margin:16px 0 4px;font-weight:bold;">${escapeHtml(heading)} (${tasks.length})</p>\n<ul style="margin:0;padding-left:20px;">${items.join('')}</ul>`;
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px;">${escapeHtml(label)}</a></p>`;

const footer = (why: string, links: UnsubscribeLinks) =>
  `<p style="margin:24px 0 0;font-size:13px;color:#475569;">${escapeHtml(why)} <a href="${escapeHtml(links.page)}" style="color:#4338ca;">Unsubscribe</a></p>`;

export interface MemberDigestMailInput {
  memberName: string;
  email: string;
  eventName: string;
  today: CalendarDate;
  lists: DigestLists;
  /** The member's page: a new link, which replaces the one they had. */
  pageLink: string;
  unsubscribe: UnsubscribeLinks;
}

/** A team member's digest: their overdue tasks and those due this week, with the link to their page. */
export function memberDigestMail({ memberName, email, eventName, today, lists, pageLink, unsubscribe }: MemberDigestMailInput): MailMessage {
  const count = lists.overdue.length + lists.dueThisWeek.length;
  const subject = `${count === 1 ? '1 task' : `${count} tasks`} for ${eventName}`;
  const why = `You get this because you are on the team of ${eventName}.`;
  const text = [
    `Hello ${memberName},`,
    '',
    `Here is what needs you for ${eventName}:`,
    '',
    ...textList('Overdue', lists.overdue, today),
    ...textList('Due this week', lists.dueThisWeek, today),
    'Open your tasks, and mark each one as you go (this link replaces any you had before):',
    pageLink,
    '',
    `${why} To stop these e-mails: ${unsubscribe.page}`,
    '',
    `— ${APP_NAME}`,
    '',
  ].join('\n');
  const html = mailPage(
    subject,
    [
      `<p style="margin:0 0 8px;">Hello ${escapeHtml(memberName)},</p>`,
      `<p style="margin:0;">Here is what needs you for <strong>${escapeHtml(eventName)}</strong>:</p>`,
      htmlList('Overdue', lists.overdue, today),
      htmlList('Due this week', lists.dueThisWeek, today),
      button(pageLink, 'Open my tasks'),
      `<p style="margin:0;font-size:14px;color:#475569;">This link replaces any you had before. Or copy it into your browser:<br><a href="${escapeHtml(pageLink)}" style="color:#4338ca;word-break:break-all;">${escapeHtml(pageLink)}</a></p>`,
      footer(why, unsubscribe),
    ].join('\n'),
  );
  return { to: email, subject, text, html, headers: unsubscribeHeaders(unsubscribe) };
}

export interface OrganiserDigestMailInput {
  name: string;
  email: string;
  workspaceName: string;
  today: CalendarDate;
  events: OrganiserDigestEvent[];
  /** The app, where the organiser follows up. */
  appLink: string;
  unsubscribe: UnsubscribeLinks;
  preview: boolean;
}

/** An organiser's digest of a workspace: per event, what is overdue, what is due this week, and who is behind. */
export function organiserDigestMail({ name, email, workspaceName, today, events, appLink, unsubscribe, preview }: OrganiserDigestMailInput): MailMessage {
  const subject = `${preview ? 'Preview: ' : ''}Your digest for ${workspaceName}`;
  const why = `You get this as an organiser of ${workspaceName}.`;
  const nothing = 'Nothing is overdue or due this week in the events with reminders on.';
  const behindText = (event: OrganiserDigestEvent) =>
    event.behind.length === 0 ? [] : [`Behind: ${event.behind.map((member) => `${member.name} (${member.overdue} overdue)`).join(', ')}`, ''];
  const text = [
    `Hello ${name},`,
    '',
    ...(preview ? ['This is a preview of your digest, sent only to you.', ''] : []),
    ...(events.length === 0
      ? [nothing, '']
      : events.flatMap((event) => [
          `== ${event.name} ==`,
          ...textList('Overdue', event.overdue, today, LIST_LIMIT),
          ...textList('Due this week', event.dueThisWeek, today, LIST_LIMIT),
          ...behindText(event),
        ])),
    `Open ${APP_NAME}: ${appLink}`,
    '',
    `${why} To stop these e-mails: ${unsubscribe.page}`,
    '',
    `— ${APP_NAME}`,
    '',
  ].join('\n');
  const html = mailPage(
    subject,
    [
      `<p style="margin:0 0 8px;">Hello ${escapeHtml(name)},</p>`,
      preview ? '<p style="margin:0 0 8px;">This is a preview of your digest, sent only to you.</p>' : '',
      events.length === 0
        ? `<p style="margin:0;">${escapeHtml(nothing)}</p>`
        : events
            .map((event) =>
              [
                `<h2 style="margin:24px 0 0;font-size:17px;">${escapeHtml(event.name)}</h2>`,
                htmlList('Overdue', event.overdue, today, LIST_LIMIT),
                htmlList('Due this week', event.dueThisWeek, today, LIST_LIMIT),
                event.behind.length === 0
                  ? ''
                  : `<p style="margin:16px 0 0;"><strong>Behind:</strong> ${event.behind.map((member) => `${escapeHtml(member.name)} (${member.overdue} overdue)`).join(', ')}</p>`,
              ].join('\n'),
            )
            .join('\n'),
      button(appLink, `Open ${APP_NAME}`),
      footer(why, unsubscribe),
    ].join('\n'),
  );
  return { to: email, subject, text, html, headers: unsubscribeHeaders(unsubscribe) };
}
