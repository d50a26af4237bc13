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
}

export interface TaskStatusLogTable {
  id: Generated<number>;
  task_id: number;
  owner_id: number;
  old_status: string | null;
  new_status: string;
  changed_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  events: EventsTable;
  team_members: TeamMembersTable;
  tasks: TasksTable;
  task_status_log: TaskStatusLogTable;
}
