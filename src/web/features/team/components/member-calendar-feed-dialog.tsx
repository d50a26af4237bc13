import { Mail } from 'lucide-react';
import type { Member } from '../../../../domain/team.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useCalendarFeed } from '../../../entities/calendar-feeds/api/calendar-feeds.ts';
import { CalendarFeedPanel } from '../../../entities/calendar-feeds/components/calendar-feed-panel.tsx';

/** A mail to the member with their feed link, for the mail shortcut. */
function feedMailHref(member: Pick<Member, 'name' | 'email' | 'eventName'>, url: string): string {
  const subject = `Your tasks for ${member.eventName} in your calendar`;
  const body =
    `Hello ${member.name},\n\n` +
    `Subscribe to this link in your calendar app (add a calendar from a URL) to see the tasks assigned to you for ${member.eventName}, kept up to date:\n\n` +
    `${url}\n\nIt is private: please do not share it.\n`;
  return `mailto:${encodeURIComponent(member.email ?? '')}?${new URLSearchParams({ subject, body }).toString().replace(/\+/g, '%20')}`;
}

/**
 * A team member's calendar feed, from the member's menu: the private link to the tasks assigned to
 * them, to create, copy, send to them, replace or turn off.
 */
export function MemberCalendarFeedDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={member ? `Calendar feed for ${member.name}` : 'Calendar feed'}
      description={member ? `Send ${member.name} this link so that their tasks for ${member.eventName} show in their own calendar.` : undefined}
      footer={
        <>
          {member && <MailLinkButton member={member} />}
          <Button variant="secondary" onClick={onClose}>
            Done
          </Button>
        </>
      }
    >
      {member && <CalendarFeedPanel target={{ kind: 'member', id: member.id }} lists={`the tasks assigned to ${member.name} that have due dates`} />}
    </Dialog>
  );
}

/** Opens a mail to the member with the link, once there is a link and the member has an email. */
function MailLinkButton({ member }: { member: Member }) {
  const feed = useCalendarFeed({ kind: 'member', id: member.id });
  if (!member.email || !feed.data) return null;
  return (
    <Button variant="secondary" asChild>
      <a href={feedMailHref(member, feed.data.url)}>
        <Mail className="size-4" aria-hidden="true" />
        Email the link
      </a>
    </Button>
  );
}
