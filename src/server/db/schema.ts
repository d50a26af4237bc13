import type { Generated } from 'kysely';

/** Timestamps travel as ISO-8601 strings on both dialects (see database.ts). */
type Timestamp = string;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The workspace the account last chose, opened when a request names none (migration 2026-11-27T12-00). */
  last_workspace_id: number | null;
}

/**
 * The scope of every planning record (migration 2026-11-27T12-00): each table's `owner_id` names the
 * workspace that owns the row. An account's own workspace has `personal_user_id` set, and at first
 * the account's id as its own.
 */
export interface WorkspacesTable {
  id: Generated<number>;
  name: string;
  personal_user_id: number | null;
  created_at: Timestamp;
  /** The IANA time zone reminders are sent in (migration 2026-11-27T15-00). */
  time_zone: Generated<string>;
}

export interface WorkspaceMembersTable {
  workspace_id: number;
  user_id: number;
  role: 'owner' | 'editor' | 'viewer';
  created_at: Timestamp;
  /** When the account turned its organiser digest off for this workspace; null while it gets it (migration 2026-11-27T15-00). */
  digest_opted_out_at: Timestamp | null;
}

/** A single-use link that adds an account to a workspace with `role`; stored as the SHA-256 of its token. */
export interface WorkspaceInvitationsTable {
  id: Generated<number>;
  workspace_id: number;
  email: string;
  role: 'editor' | 'viewer';
  token_hash: string;
  invited_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  accepted_by: number | null;
}

export interface SessionsTable {
  /** SHA-256 of the session token; the token itself only ever lives in the cookie. */
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** Calendar days as YYYY-MM-DD on both dialects. */
type CalendarDate = string;

export interface EventsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  description: string;
  start_date: CalendarDate;
  end_date: CalendarDate;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The account that created the event; null once that account is gone (migration 2026-11-27T12-00). */
  created_by: number | null;
  /** Reminder e-mails for the event's members and organisers (migration 2026-11-27T15-00). */
  reminders: Generated<'off' | 'weekly' | 'daily'>;
}

export interface TeamMembersTable {
  id: Generated<number>;
  owner_id: number;
  event_id: number;
  /** The member's user ID shown in the app, such as TC-12345678; unique per owner. */
  code: string;
  name: string;
  email: string | null;
  company: string | null;
  role: string | null;
  status: Generated<string>;
  join_date: CalendarDate;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the member unsubscribed from reminder e-mails; null while subscribed (migration 2026-11-27T15-00). */
  reminders_opted_out_at: Generated<Timestamp | null>;
  /** The import that created the member (imports.id; migration 2026-11-28T09-00); null for members added otherwise. */
  import_id: Generated<number | null>;
}

export interface TasksTable {
  id: Generated<number>;
  owner_id: number;
  event_id: number;
  title: string;
  description: Generated<string>;
  status: Generated<string>;
  priority: Generated<string>;
  due_date: CalendarDate | null;
  assignee_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The latest status change (never before created_at); null without any. Kept by a trigger on task_status_log (migration 2026-11-23T11-00). */
  status_changed_at: Timestamp | null;
  /** The bulk create that made the task (task_batches.id); null for tasks made one by one. */
  batch_id: number | null;
  /** A relative due date counts from the event's 'start' or 'end' (migration 2026-11-23T13-00); null when fixed. */
  due_anchor: 'start' | 'end' | null;
  /** Days after the anchor, negative before it; set exactly when due_anchor is. due_date holds the result. */
  due_offset_days: number | null;
}

/** One bulk create (migration 2026-11-23T12-10). */
export interface TaskBatchesTable {
  id: Generated<number>;
  owner_id: number;
  created_at: Timestamp;
}

export interface TaskStatusLogTable {
  id: Generated<number>;
  task_id: number;
  owner_id: number;
  old_status: string | null;
  new_status: string;
  changed_at: Timestamp;
  /** The account that made the change; null for changes made before accounts were recorded, or by an account since deleted. */
  changed_by: number | null;
  /** The team member who made the change through their private link (migration 2026-11-27T15-00); null otherwise. */
  changed_by_member: Generated<number | null>;
}

/** One counter of the sign-up and sign-in limits, keyed like `signup:ip:203.0.113.9`. */
export interface AuthThrottleTable {
  key: string;
  hits: number;
  /** Epoch milliseconds: when the counter is forgotten. */
  expires_at_ms: number;
  /** Epoch milliseconds: no further attempt is accepted before this. */
  blocked_until_ms: Generated<number>;
}

/**
 * Counters kept by database triggers (migration 2026-11-23T10-20): read, never written, by the app.
 * `assigned` is 1 for tasks with an assignee, 0 for the rest. A row exists only while its count is
 * above zero.
 */
export interface OwnerTaskCountsTable {
  owner_id: number;
  status: string;
  assigned: number;
  task_count: number;
}

export interface EventTaskCountsTable {
  owner_id: number;
  event_id: number;
  status: string;
  assigned: number;
  task_count: number;
}

export interface AssigneeTaskCountsTable {
  owner_id: number;
  assignee_id: number;
  event_id: number;
  status: string;
  task_count: number;
}

/** Tasks not completed with a due date, per due month ('month', first day) and per due day ('day'). */
export interface OpenTaskDueCountsTable {
  owner_id: number;
  period: 'month' | 'day';
  period_start: CalendarDate;
  status: string;
  assigned: number;
  task_count: number;
}

export interface EventMemberCountsTable {
  owner_id: number;
  event_id: number;
  status: string;
  member_count: number;
}

/** Grows whenever one of the workspace's events, team members or tasks changes (triggers of migration 2026-11-23T11-10). */
export interface OwnerDataVersionsTable {
  owner_id: number;
  version: number | string;
}

/** Sent from the feedback page; `user_id` is null when the sender was signed out. */
export interface FeedbackTable {
  id: Generated<number>;
  rating: number;
  message: string;
  email: string | null;
  user_id: number | null;
  created_at: Timestamp;
}

/** A password reset token, stored as its SHA-256 only; the token itself is only in the e-mailed link. */
export interface PasswordResetsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  workspace_invitations: WorkspaceInvitationsTable;
  events: EventsTable;
  team_members: TeamMembersTable;
  tasks: TasksTable;
  task_batches: TaskBatchesTable;
  task_status_log: TaskStatusLogTable;
  auth_throttle: AuthThrottleTable;
  owner_task_counts: OwnerTaskCountsTable;
  event_task_counts: EventTaskCountsTable;
  assignee_task_counts: AssigneeTaskCountsTable;
  open_task_due_counts: OpenTaskDueCountsTable;
  event_member_counts: EventMemberCountsTable;
  owner_data_versions: OwnerDataVersionsTable;
  feedback: FeedbackTable;
  password_resets: PasswordResetsTable;
  calendar_feeds: CalendarFeedsTable;
  task_templates: TaskTemplatesTable;
  task_template_items: TaskTemplateItemsTable;
  member_links: MemberLinksTable;
  reminder_deliveries: ReminderDeliveriesTable;
  job_leases: JobLeasesTable;
  team_mail_messages: TeamMailMessagesTable;
  team_mail_deliveries: TeamMailDeliveriesTable;
  imports: ImportsTable;
  unsubscribe_links: UnsubscribeLinksTable;
}

/**
 * A private calendar subscription URL of one event or one team member (exactly one of the two ids is
 * set; migration 2026-11-23T13-20). The token is kept as it is, so its owner can copy the URL again
 * (docs/decisions/013-calendar-feeds.md).
 */
export interface CalendarFeedsTable {
  id: Generated<number>;
  owner_id: number;
  event_id: number | null;
  member_id: number | null;
  token: string;
  created_at: Timestamp;
  /** When a calendar app last fetched the feed, to the hour; null until then (migration 2026-11-27T10-00). */
  last_used_at: Timestamp | null;
}

/** A named list of tasks to start events from; the name is unique per owner ignoring case (migration 2026-11-23T13-10). */
export interface TaskTemplatesTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One task of a template, in `position` order; anchor and offset are both set (a relative due date) or both null (none). */
export interface TaskTemplateItemsTable {
  id: Generated<number>;
  template_id: number;
  owner_id: number;
  position: number;
  title: string;
  description: Generated<string>;
  priority: Generated<string>;
  due_anchor: 'start' | 'end' | null;
  due_offset_days: number | null;
}

/**
 * A team member's private link to their own tasks (migration 2026-11-27T15-00): one per member, stored
 * as the SHA-256 of its token; a new link replaces the hash, turning it off deletes the row.
 */
export interface MemberLinksTable {
  id: Generated<number>;
  owner_id: number;
  member_id: number;
  token_hash: string;
  created_at: Timestamp;
  /** When the member's page was last opened, to the hour; null until then. */
  last_used_at: Timestamp | null;
}

/**
 * One reminder digest, planned before it is sent (migration 2026-11-27T15-00). A member digest names
 * the member, an organiser digest the account; a scheduled one is unique per recipient and local day.
 */
export interface ReminderDeliveriesTable {
  id: Generated<number>;
  owner_id: number;
  kind: 'member' | 'organiser';
  member_id: number | null;
  user_id: number | null;
  /** YYYY-MM-DD in the workspace's time zone: the day the digest is for. */
  local_date: CalendarDate;
  /** 'schedule': the 08:00 run; 'manual': Send reminders now; 'preview': an organiser's own digest sent to themselves. */
  cause: 'schedule' | 'manual' | 'preview';
  status: Generated<'planned' | 'sending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** SHA-256 of the digest's one-click unsubscribe token. */
  unsubscribe_token_hash: string;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  last_error: string | null;
}

/**
 * The unsubscribe link of a sent e-mail whose own row was deleted for its age (migration 2026-11-28T14-00):
 * whom it names, as the digest or team e-mail did (a team e-mail names a member).
 */
export interface UnsubscribeLinksTable {
  /** SHA-256 of the link's token. */
  token_hash: string;
  owner_id: number;
  kind: 'member' | 'organiser';
  member_id: number | null;
  user_id: number | null;
  sent_at: Timestamp;
}

/** Which instance holds a scheduled job, until when (migration 2026-11-27T15-00). */
export interface JobLeasesTable {
  name: string;
  holder: string;
  expires_at: Timestamp;
}

/** What an e-mail to an event's team said, once per send (migration 2026-11-27T16-00). */
export interface TeamMailMessagesTable {
  id: Generated<number>;
  owner_id: number;
  event_id: number;
  kind: 'announcement' | 'reminder' | 'thankYou' | 'agenda';
  subject: string;
  /** Plain text; the HTML part is built from it when each e-mail goes. */
  body: string;
  /** The account that sent it; null once that account is gone. */
  sent_by: number | null;
  created_at: Timestamp;
}

/** One recipient's e-mail of a team message, planned before it is sent; unique per message and member (migration 2026-11-27T16-00). */
export interface TeamMailDeliveriesTable {
  id: Generated<number>;
  owner_id: number;
  message_id: number;
  member_id: number;
  status: Generated<'planned' | 'sending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** SHA-256 of the e-mail's one-click unsubscribe token. */
  unsubscribe_token_hash: string;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  last_error: string | null;
}

/** One import of tasks or team members from a file, stored whole and undone whole (migration 2026-11-28T09-00). */
export interface ImportsTable {
  id: Generated<number>;
  owner_id: number;
  event_id: number;
  kind: 'tasks' | 'members';
  /** The file format read (domain/task-import/import-api.ts, IMPORT_FORMATS). */
  format: string;
  file_name: string;
  /** The task batch of the imported tasks; null for a member import. */
  batch_id: number | null;
  tasks_created: number;
  members_created: number;
  /** The account that ran it; null once that account is gone. */
  created_by: number | null;
  created_at: Timestamp;
  /** When it was undone; null while its records stand. */
  undone_at: Timestamp | null;
}
