import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, CalendarDays, LayoutTemplate, ListChecks, MoreVertical, Pencil, PencilLine, Trash2 } from 'lucide-react';
import {
  useBuiltInTemplates,
  useOwnTemplates,
  type BuiltInTemplate,
  type TemplateSummary,
} from '../../entities/templates/api/templates.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  useAfterMenuClose,
} from '../../components/ui/dropdown-menu.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { RetryNotice } from '../../components/ui/retry-notice.tsx';
import { userMessage } from '../../lib/api.ts';
import { countLabel } from '../../lib/count-label.ts';
import { useCanEdit } from '../../lib/workspaces.ts';
import { DeleteTemplateDialog } from './components/delete-template-dialog.tsx';
import { EditTemplateDialog } from './components/edit-template-dialog.tsx';
import { RenameTemplateDialog } from './components/rename-template-dialog.tsx';
import { UseTemplateDialog, type ChosenTemplate } from './components/use-template-dialog.tsx';
import { planSpanLabel, updatedLabel } from './utils/template-display.ts';

type Modal =
  | { kind: 'use'; template: ChosenTemplate }
  | { kind: 'edit'; template: TemplateSummary }
  | { kind: 'rename'; template: TemplateSummary }
  | { kind: 'delete'; template: TemplateSummary };

export function TemplatesPage() {
  const [modal, setModal] = useState<Modal | null>(null);
  const close = () => setModal(null);
  const useBuiltIn = (template: BuiltInTemplate) =>
    setModal({ kind: 'use', template: { source: { kind: 'built-in', key: template.key }, name: template.name, description: template.description, tasks: template.tasks } });
  const useOwn = (template: TemplateSummary) => setModal({ kind: 'use', template: { source: { kind: 'own', id: template.id }, name: template.name } });

  return (
    <>
      <Link to="/app/events" className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Events
      </Link>
      <PageHeader title="Templates" subtitle="Start an event with its whole plan of tasks, due dates counted from the event's dates." />

      <BuiltInSection onUse={useBuiltIn} />
      <OwnSection
        onUse={useOwn}
        onEdit={(template) => setModal({ kind: 'edit', template })}
        onRename={(template) => setModal({ kind: 'rename', template })}
        onDelete={(template) => setModal({ kind: 'delete', template })}
      />

      {modal?.kind === 'use' && <UseTemplateDialog template={modal.template} onClose={close} />}
      {modal?.kind === 'edit' && <EditTemplateDialog template={modal.template} onClose={close} />}
      {modal?.kind === 'rename' && <RenameTemplateDialog template={modal.template} onClose={close} />}
      {modal?.kind === 'delete' && <DeleteTemplateDialog template={modal.template} onClose={close} />}
    </>
  );
}

function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <div className="mb-4">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-0.5 text-sm text-ink-muted">{subtitle}</p>
    </div>
  );
}

function LoadError({ what, error, retrying, onRetry }: { what: string; error: unknown; retrying: boolean; onRetry: () => void }) {
  return (
    <RetryNotice retrying={retrying} onRetry={onRetry}>
      {`Failed to load ${what}: ${userMessage(error)}`}
    </RetryNotice>
  );
}

function BuiltInSection({ onUse }: { onUse: (template: BuiltInTemplate) => void }) {
  const headingId = useId();
  const templates = useBuiltInTemplates();
  let content;
  if (templates.isPending) content = <LoadingState message="Loading templates..." />;
  else if (templates.isError) {
    content = <LoadError what="the built-in templates" error={templates.error} retrying={templates.isFetching} onRetry={() => void templates.refetch()} />;
  } else {
    content = (
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {templates.data.map((template) => (
          <li key={template.key} className="flex">
            <BuiltInCard template={template} onUse={() => onUse(template)} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId} className="mb-10">
      <SectionHeading id={headingId} title="Built-in templates" subtitle="Plans written for common events, ready to adapt." />
      {content}
    </section>
  );
}

function BuiltInCard({ template, onUse }: { template: BuiltInTemplate; onUse: () => void }) {
  const titleId = useId();
  // Using a template creates an event: not for a viewer.
  const canEdit = useCanEdit();
  const span = planSpanLabel(template.tasks);
  return (
    <Card className="flex flex-1 flex-col p-5">
      <article aria-labelledby={titleId} className="flex flex-1 flex-col gap-3">
        <div className="flex items-start gap-3">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
            <LayoutTemplate className="size-5" aria-hidden="true" />
          </div>
          <div className="min-w-0">
            <h3 id={titleId} className="font-semibold break-words text-ink">
              {template.name}
            </h3>
            <p className="flex items-center gap-1.5 text-sm text-ink-muted">
              <ListChecks className="size-4 shrink-0" aria-hidden="true" />
              {countLabel(template.tasks.length, 'task')}
            </p>
          </div>
        </div>
        <p className="text-sm leading-relaxed text-ink-muted">{template.description}</p>
        {span && (
          <p className="flex items-start gap-1.5 text-xs text-ink-subtle">
            <CalendarDays className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            {`Due ${span}`}
          </p>
        )}
        {canEdit && (
          <div className="mt-auto border-t border-line pt-4">
            <Button size="sm" onClick={onUse} aria-label={`Use template ${template.name}`}>
              Use template
            </Button>
          </div>
        )}
      </article>
    </Card>
  );
}

interface OwnActions {
  onUse: (template: TemplateSummary) => void;
  onEdit: (template: TemplateSummary) => void;
  onRename: (template: TemplateSummary) => void;
  onDelete: (template: TemplateSummary) => void;
}

function OwnSection(actions: OwnActions) {
  const headingId = useId();
  const templates = useOwnTemplates();
  const canEdit = useCanEdit();
  let content;
  if (templates.isPending) content = <LoadingState message="Loading your templates..." />;
  else if (templates.isError) {
    content = <LoadError what="your templates" error={templates.error} retrying={templates.isFetching} onRetry={() => void templates.refetch()} />;
  } else if (templates.data.length === 0) {
    content = (
      <EmptyState
        icon={LayoutTemplate}
        title="No templates of your own yet"
        actions={
          canEdit && (
            <Button variant="secondary" asChild>
              <Link to="/app/events">Go to Events</Link>
            </Button>
          )
        }
      >
        {canEdit
          ? "Save an event's tasks as a template from the event's menu on the Events page, then start new events from it here."
          : 'This workspace has no templates of its own yet.'}
      </EmptyState>
    );
  } else {
    content = (
      <Card className="overflow-hidden">
        <ul className="divide-y divide-line">
          {templates.data.map((template) => (
            <OwnTemplateRow key={template.id} template={template} {...actions} />
          ))}
        </ul>
      </Card>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId} title="Your templates" subtitle="Plans you saved from your events." />
      {content}
    </section>
  );
}

function OwnTemplateRow({ template, onUse, onEdit, onRename, onDelete }: OwnActions & { template: TemplateSummary }) {
  const titleId = useId();
  const menu = useAfterMenuClose();
  const canEdit = useCanEdit();
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
      <div className="min-w-0 flex-1">
        <h3 id={titleId} className="font-medium break-words text-ink">
          {template.name}
        </h3>
        <p className="mt-0.5 text-sm text-ink-muted">
          {countLabel(template.taskCount, 'task')}
          <span aria-hidden="true"> · </span>
          <span className="sr-only">, </span>
          {updatedLabel(template.updatedAt)}
        </p>
      </div>
      {canEdit && (
        <div className="flex items-center gap-2">
          <Button size="sm" onClick={() => onUse(template)} aria-label={`Use template ${template.name}`}>
            Use template
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onEdit(template)} aria-label={`Edit template ${template.name}`}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Button>
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-ink-subtle hover:bg-surface-muted hover:text-ink"
              aria-label={`More actions for ${template.name}`}
            >
              <MoreVertical className="size-4" aria-hidden="true" />
            </DropdownMenuTrigger>
            <DropdownMenuContent onCloseAutoFocus={menu.onCloseAutoFocus}>
              <DropdownMenuItem onSelect={menu.after(() => onRename(template))}>
                <PencilLine className="size-4" aria-hidden="true" />
                Rename
              </DropdownMenuItem>
              <DropdownMenuItem tone="danger" onSelect={menu.after(() => onDelete(template))}>
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      )}
    </li>
  );
}
