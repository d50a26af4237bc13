import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MemberLinkStatus } from '../../../../domain/member-page.ts';
import type { Member } from '../../../../domain/team.ts';
import type { WorkspaceRole } from '../../../../domain/workspace-rules.ts';
import { WorkspaceRoleContext } from '../../../lib/workspaces.ts';
import { memberLinkQueryKeys } from '../api/get-member-link.ts';
import { MemberPageLinkPanel } from './member-page-link-dialog.tsx';

const DEE: Member = {
  id: 7,
  code: 'RC-12345007',
  name: 'Dee Marsh',
  email: 'dee@example.com',
  company: null,
  role: null,
  eventId: 3,
  eventName: 'River Clean-up',
  status: 'active',
  joinDate: '2026-11-01',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  taskCounts: { total: 0, todo: 0, inprogress: 0, completed: 0, overdue: 0 },
};

function render(role: WorkspaceRole, link: MemberLinkStatus, member: Member = DEE) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(memberLinkQueryKeys.one(member.id), link);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <WorkspaceRoleContext.Provider value={role}>
        <MemberPageLinkPanel member={member} />
      </WorkspaceRoleContext.Provider>
    </QueryClientProvider>,
  );
}

const ON: MemberLinkStatus = { active: true, createdAt: '2026-11-20T09:00:00.000Z', lastUsedAt: null };
const OFF: MemberLinkStatus = { active: false, createdAt: null, lastUsedAt: null };

/** The visible text of each button. */
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>(?:<svg[^>]*>.*?<\/svg>)?([^<]*)<\/button>/g)].map((match) => match[1]);

describe('the Member’s page dialog', () => {
  it('offers an editor a new link, the e-mail and, with a link on, Turn off', () => {
    const html = render('editor', ON);
    expect(html).toContain('Link on');
    expect(buttons(html)).toEqual(['Copy a new link', 'E-mail the link to Dee Marsh', 'Turn off']);
    expect(html).toContain('A new link replaces the one before, which stops working at once.');
  });

  it('has nothing to turn off without a link', () => {
    const html = render('owner', OFF);
    expect(html).toContain('Link off');
    expect(buttons(html)).toEqual(['Copy a new link', 'E-mail the link to Dee Marsh']);
  });

  it('keeps the e-mail button disabled, saying why, for a member without an address', () => {
    const html = render('editor', OFF, { ...DEE, email: null });
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-describedby="member-link-no-email-7"/);
    expect(html).toContain('<p id="member-link-no-email-7" class="text-sm text-ink-muted">Dee Marsh has no e-mail address: add one with Edit Member to send the link from here.</p>');
  });

  it('shows a viewer the state alone', () => {
    const html = render('viewer', ON);
    expect(html).toContain('Link on');
    expect(buttons(html)).toEqual([]);
    expect(html).toContain('Only the workspace&#x27;s owner or an editor can make, send or turn off the link.');
  });
});
