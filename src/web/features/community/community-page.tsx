import { ArrowUpRight, ListChecks, Mail, type LucideIcon } from 'lucide-react';
import { isSitePath, type CommunityTool, type CommunityToolId } from '../../../domain/site-links-types.ts';
import { toolHrefInWorkspace } from '../../../domain/site-links-defaults.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { useSiteLinks } from '../../entities/site-links/api/get-site-links.ts';
import { ExternalLink } from '../../entities/site-links/components/external-link.tsx';
import { SiteLinksError } from '../../entities/site-links/components/site-links-error.tsx';
import { WORKSPACE_PARAM } from '../../lib/tab-workspace.ts';
import { useTabWorkspaceId } from '../../lib/workspaces.ts';

const ICONS: Record<CommunityToolId, LucideIcon> = { emailCampaignGenerator: Mail, meetingAgendaGenerator: ListChecks };

function ToolCard({ tool, workspaceId }: { tool: CommunityTool; workspaceId: number | null }) {
  const Icon = ICONS[tool.id];
  const url = tool.url === null ? null : toolHrefInWorkspace(tool.url, WORKSPACE_PARAM, workspaceId);
  return (
    <Card className={url === null ? 'flex flex-col border-dashed bg-surface-muted p-6' : 'flex flex-col p-6'}>
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {url === null && <Badge>Soon</Badge>}
      </div>
      <h2 className="mt-4 text-lg font-semibold text-ink">{tool.name}</h2>
      <p className="mt-1 flex-1 text-sm leading-relaxed text-ink-muted">{tool.description}</p>
      <div className="mt-5">
        {url !== null ? (
          <Button asChild>
            <ExternalLink href={url} aria-label={`Open ${tool.name} (opens in a new tab)`}>
              Open {tool.name}
              <ArrowUpRight className="size-4" aria-hidden="true" />
            </ExternalLink>
          </Button>
        ) : (
          <Button variant="secondary" disabled>
            Not available yet
          </Button>
        )}
      </div>
    </Card>
  );
}

/** Community: the shared tools, each opening in a new tab. */
export function CommunityPage() {
  const { data, error, isPending, retry } = useSiteLinks();
  const workspaceId = useTabWorkspaceId();
  // A tool the installation points at another site keeps what is written there, under that site's rules.
  const elsewhere = data?.communityTools.filter((tool) => tool.url !== null && !isSitePath(tool.url)) ?? [];
  return (
    <>
      <PageHeader title="Community" subtitle="Tools every organiser in Eventry shares, working on your own events." />
      <Notice tone="info" title="What you write stays in your workspace" className="mb-6">
        <p>
          These tools work on your workspace’s events and tasks. Drafts and agendas are not shown to other organisers; they are
          sent only when you choose to send them, and only to your event’s team members who have an e-mail address.
        </p>
        {elsewhere.length > 0 && (
          <p className="mt-2">
            {elsewhere.map((tool) => tool.name).join(' and ')} {elsewhere.length === 1 ? 'opens' : 'open'} on another site, which
            keeps what you write there under its own terms: leave out anything private or confidential.
          </p>
        )}
      </Notice>
      {isPending && <LoadingState message="Loading tools..." />}
      {error !== null && !data && <SiteLinksError error={error} retry={retry} />}
      {data && (
        <div className="grid gap-4 md:grid-cols-2">
          {data.communityTools.map((tool) => (
            <ToolCard key={tool.id} tool={tool} workspaceId={workspaceId} />
          ))}
        </div>
      )}
    </>
  );
}
