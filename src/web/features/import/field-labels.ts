import type { MemberImportField, TaskImportField } from '../../../domain/task-import/import-types.ts';

export const TASK_FIELD_LABELS: Record<TaskImportField, string> = {
  title: 'Title',
  description: 'Description',
  dueDate: 'Due date',
  countdown: 'Countdown (T-30)',
  status: 'Status',
  priority: 'Priority',
  assigneeName: 'Assignee name',
  assigneeEmail: 'Assignee e-mail',
  assigneeCode: 'Assignee user ID',
};

export const MEMBER_FIELD_LABELS: Record<MemberImportField, string> = {
  name: 'Name',
  email: 'E-mail',
  company: 'Company',
  role: 'Role',
};

export function fieldLabel(field: string): string {
  return (TASK_FIELD_LABELS as Record<string, string>)[field] ?? (MEMBER_FIELD_LABELS as Record<string, string>)[field] ?? field;
}
