// Workspace roles, labels, messages and limits without zod, so that client code which only needs the
// rules (the app shell, the HTTP client) loads no schemas; workspaces.ts re-exports all of it with its schemas.

/**
 * Workspaces: where events, tasks, team and templates live. Every account has its own and may join
 * others with a role. The roles, from most to least: an owner does everything, including managing
 * the workspace's people and deleting it; an editor plans (events, tasks, team, templates, calendar
 * feeds, sample data); a viewer reads everything, exports included, and changes nothing.
 */
export const WORKSPACE_ROLES = ['owner', 'editor', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** The roles an invitation or a role change can give: a workspace has one owner. */
export const INVITABLE_ROLES = ['editor', 'viewer'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const ROLE_LABELS: Record<WorkspaceRole, string> = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' };
export const ROLE_DESCRIPTIONS: Record<WorkspaceRole, string> = {
  owner: 'Everything, including managing people and deleting the workspace',
  editor: 'Plans events, tasks, team and templates, and exports them',
  viewer: 'Sees everything and exports it, changes nothing',
};

const RANK: Record<WorkspaceRole, number> = { viewer: 0, editor: 1, owner: 2 };

/** Whether `role` may do what needs `needed`. */
export function roleAllows(role: WorkspaceRole, needed: WorkspaceRole): boolean {
  return RANK[role] >= RANK[needed];
}

/** What a signed-in route needs: a role in the caller's workspace, or only an account (routes about the account itself). */
export type RouteAccess = WorkspaceRole | 'account';

/** The request header that names the workspace a browser tab works in; without it, the account's last choice. */
export const WORKSPACE_HEADER = 'x-workspace-id';

/** The days an invitation link works. */
export const INVITATION_LIFETIME_DAYS = 7;
/** Invitations a workspace may send in an hour; the same number from one client address. */
export const INVITATIONS_PER_HOUR = 20;
export const WORKSPACE_NAME_MAX_LENGTH = 80;

export function personalWorkspaceName(accountName: string): string {
  return `${accountName}'s workspace`;
}

export const WORKSPACE_MESSAGES = {
  notFound: 'Workspace not found',
  forbidden: 'Your role in this workspace does not allow this. Ask the workspace owner for access.',
  nameRequired: 'Workspace name is required',
  memberNotFound: 'Person not found in this workspace',
  invitationNotFound: 'Invitation not found',
  invitationUsed: 'This invitation has already been used.',
  invitationExpired: 'This invitation has expired. Ask the workspace owner for a new one.',
  invitationForAnotherAccount: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  alreadyMember: 'This person is already in the workspace',
  alreadyInvited: 'An invitation to this address is already waiting',
  ownerRoleFixed: "The owner's role cannot be changed",
  cannotRemoveOwner: 'The owner cannot be removed from their workspace',
  cannotLeaveOwn: 'You cannot leave a workspace you own',
  personalCannotBeDeleted: 'Your own workspace cannot be deleted; it goes with your account',
} as const;

export function tooManyInvitationsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many invitations sent. Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}.`;
}

/** The page of the web app an invitation e-mail links to, under the public origin. */
export function invitationLinkPath(token: string): string {
  return `/invitations/${encodeURIComponent(token)}`;
}
