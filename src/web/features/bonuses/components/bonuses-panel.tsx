import { ArrowUpRight, Gamepad2, Handshake, LayoutGrid, WandSparkles, type LucideIcon } from 'lucide-react';
import type { BonusTool, BonusToolId } from '../../../../domain/site-links-types.ts';
import { availableToolCount, toolHrefInWorkspace } from '../../../../domain/site-links-defaults.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSiteLinks } from '../../../entities/site-links/api/get-site-links.ts';
import { ExternalLink } from '../../../entities/site-links/components/external-link.tsx';
import { SiteLinksError } from '../../../entities/site-links/components/site-links-error.tsx';
import { countLabel } from '../../../lib/count-label.ts';
import { cn } from '../../../lib/cn.ts';
import { WORKSPACE_PARAM } from '../../../lib/tab-workspace.ts';
import { useTabWorkspaceId } from '../../../lib/workspaces.ts';

export const BONUSES_TITLE_ID = 'bonuses-title';

const ICONS: Record<BonusToolId, LucideIcon> = {
  funAndDirect: Gamepad2,
  eventToolsGallery: LayoutGrid,
  coWorkerSpace: Handshake,
  eventGenie: WandSparkles,
};

const ICON_TONES: Record<BonusToolId, string> = {
  funAndDirect: 'bg-rose-50 text-rose-600 dark:bg-rose-950/50 dark:text-rose-300',
  eventToolsGallery: 'bg-sky-50 text-sky-600 dark:bg-sky-950/50 dark:text-sky-300',
  coWorkerSpace: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-950/50 dark:text-emerald-300',
  eventGenie: 'bg-violet-50 text-violet-600 dark:bg-violet-950/50 dark:text-violet-300',
};

function ToolCard({ tool, onLaunch }: { tool: BonusTool; onLaunch: () => void }) {
  const Icon = ICONS[tool.id];
  const url = tool.url;
  const available = url !== null;
  return (
    <li
      className={cn('flex flex-col rounded-lg border p-3 sm:p-4', available ? 'border-line bg-surface' : 'border-dashed border-line-strong bg-surface-muted')}
    >
      <div className="flex items-start justify-between gap-2">
        <span className={cn('flex size-9 items-center justify-center rounded-lg', available ? ICON_TONES[tool.id] : 'bg-surface text-ink-subtle')}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {!available && <Badge tone="neutral">Soon</Badge>}
      </div>
      <h3 className={cn('mt-3 text-sm font-semibold', available ? 'text-ink' : 'text-ink-muted')}>
        {tool.name}
      </h3>
      <p className="mt-1 line-clamp-4 flex-1 text-xs leading-relaxed text-ink-muted">{tool.description}</p>
      {url !== null ? (
        <Button size="sm" className="mt-3 w-full" asChild>
          <ExternalLink href={url} onClick={onLaunch} aria-label={`Launch Tool: ${tool.name} (opens in a new tab)`}>
            Launch Tool
            <ArrowUpRight className="size-4" aria-hidden="true" />
          </ExternalLink>
        </Button>
      ) : (
        <Button size="sm" variant="secondary" className="mt-3 w-full" disabled aria-label={`Launch Tool: ${tool.name} (not available yet)`}>
          Launch Tool
        </Button>
      )}
    </li>
  );
}

/**
 * The tools as the panel shows them: each at the installation's address (by default its page in
 * Eventry), a page of the signed-in app naming this tab's workspace so the new tab opens the same one.
 */
export function panelTools(tools: readonly BonusTool[], workspaceId: number | null): BonusTool[] {
  return tools.map((tool) => (tool.url === null ? tool : { ...tool, url: toolHrefInWorkspace(tool.url, WORKSPACE_PARAM, workspaceId) }));
}

interface BonusesPanelProps {
  onLaunch: () => void;
}

/** The Bonuses menu's content: the complimentary tools, each opening in a new tab. */
export function BonusesPanel({ onLaunch }: BonusesPanelProps) {
  const { data, error, isPending, retry } = useSiteLinks();
  const workspaceId = useTabWorkspaceId();
  const tools = data ? panelTools(data.bonusTools, workspaceId) : [];
  return (
    <div className="flex flex-col">
      <div className="border-b border-line px-4 py-3 sm:px-5">
        <h2 id={BONUSES_TITLE_ID} className="text-base font-semibold text-ink">
          Bonus Features
        </h2>
        <p className="mt-0.5 text-sm text-ink-muted">Additional tools and resources to supercharge your events</p>
      </div>
      <div className="px-4 py-3 sm:px-5">
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-xs leading-relaxed text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          Bonus resources are complimentary and are not part of the original purchase. They may be added or removed at any time
          without notice.
        </p>
        {isPending && (
          <p role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-ink-muted">
            <Spinner className="size-4" />
            Loading tools...
          </p>
        )}
        {error !== null && !data && <SiteLinksError error={error} retry={retry} className="mt-3" />}
        {data && (
          <ul aria-label="Bonus tools" className="mt-3 grid grid-cols-2 gap-2 sm:gap-3">
            {tools.map((tool) => (
              <ToolCard key={tool.id} tool={tool} onLaunch={onLaunch} />
            ))}
          </ul>
        )}
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-line px-4 py-2.5 text-xs text-ink-subtle sm:px-5">
        <span>All tools open in new tabs</span>
        {data && <span>{countLabel(availableToolCount(tools), 'tool')} available</span>}
      </div>
    </div>
  );
}
