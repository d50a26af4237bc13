import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { coercedIdSchema, idParamsSchema, idSchema, singleLineText } from './common.ts';
import { timeZoneSchema } from './reminders.ts';
import { INVITABLE_ROLES, WORKSPACE_MESSAGES, WORKSPACE_NAME_MAX_LENGTH, WORKSPACE_ROLES } from './workspace-rules.ts';

// The rules without zod (roles, labels, messages, limits) live in workspace-rules.ts, for client code
// that needs no schemas; re-exported here with the schemas.
export * from './workspace-rules.ts';

export const workspaceNameSchema = z
  .string({ error: WORKSPACE_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: WORKSPACE_MESSAGES.nameRequired, abort: true })
  .max(WORKSPACE_NAME_MAX_LENGTH, `Workspace name must be at most ${WORKSPACE_NAME_MAX_LENGTH} characters`)
  .check(singleLineText('Workspace name'));

export const workspaceInputSchema = z.object({ name: workspaceNameSchema });
export type WorkspaceInput = z.infer<typeof workspaceInputSchema>;

export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES);
export const invitableRoleSchema = z.enum(INVITABLE_ROLES, { error: 'Choose Editor or Viewer' });

export const workspaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The caller's role in it. */
  role: workspaceRoleSchema,
  /** The caller's own workspace, which goes with their account. */
  personal: z.boolean(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const workspaceListSchema = z.object({
  /** The caller's own workspace first, then the others A to Z. */
  items: z.array(workspaceSchema),
  /** The request's workspace: the one its header names, else the account's last choice, else its own. */
  currentId: z.number().int(),
});
export type WorkspaceList = z.infer<typeof workspaceListSchema>;

export const workspaceAnswerSchema = z.object({ workspace: workspaceSchema });

/** PATCH /api/workspace: a new name, a new time zone (which reminder e-mails are sent in), or both. */
export const updateWorkspaceInputSchema = z.object({ name: workspaceNameSchema.optional(), timeZone: timeZoneSchema.optional() });
export type UpdateWorkspaceInput = z.infer<typeof updateWorkspaceInputSchema>;

/** The request's workspace (GET and PATCH /api/workspace), with its time zone. */
export const currentWorkspaceAnswerSchema = z.object({
  workspace: workspaceSchema.extend({ timeZone: z.string().describe("The IANA time zone reminder e-mails are sent in, at 08:00") }),
});

export const selectWorkspaceInputSchema = z.object({ workspaceId: idSchema(WORKSPACE_MESSAGES.notFound) });

export const workspaceMemberSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
  joinedAt: z.string(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

export const memberAnswerSchema = z.object({ member: workspaceMemberSchema });

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: invitableRoleSchema,
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const peopleSchema = z.object({
  members: z.array(workspaceMemberSchema),
  /** Invitations waiting to be accepted; only the owner sees them (empty for the others). */
  invitations: z.array(invitationSchema),
});
export type People = z.infer<typeof peopleSchema>;

export const inviteInputSchema = z.object({
  /** An account's address, as accounts store it: the invitation is accepted by the account with this address. */
  email: emailSchema,
  role: invitableRoleSchema,
});
export type InviteInput = z.infer<typeof inviteInputSchema>;

export const createdInvitationAnswerSchema = z.object({
  invitation: invitationSchema,
  /** Whether the e-mail with the link went out; when it did not, the invitation still waits and can be cancelled. */
  mailed: z.boolean(),
});
export type CreatedInvitationAnswer = z.infer<typeof createdInvitationAnswerSchema>;

export const changeRoleInputSchema = z.object({ role: invitableRoleSchema });

export const memberParamsSchema = z.object({ userId: coercedIdSchema(WORKSPACE_MESSAGES.memberNotFound) });
export const invitationParamsSchema = idParamsSchema(WORKSPACE_MESSAGES.invitationNotFound);

/** The token of an invitation link as the router hands it over; anything that names no invitation answers 404. */
export const invitationTokenParamsSchema = z.object({
  token: z.string().describe('The random token of the invitation link (43 characters, base64url)'),
});

export const INVITATION_STATES = ['open', 'used', 'expired'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** What an invitation link shows before it is accepted (no account is needed to read it). */
export const invitationPreviewSchema = z.object({
  workspaceName: z.string(),
  invitedBy: z.string().nullable(),
  email: z.string(),
  role: invitableRoleSchema,
  state: z.enum(INVITATION_STATES),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const invitationPreviewAnswerSchema = z.object({ invitation: invitationPreviewSchema });
