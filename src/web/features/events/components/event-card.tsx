import { useId } from 'react';
import { useNavigate } from 'react-router';
import { CalendarDays, Clock, Eye, FileUp, LayoutTemplate, MoreVertical, Pencil } from 'lucide-react';
import type { Event } from '../../../../domain/events.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  useAfterMenuClose,
} from '../../../components/ui/dropdown-menu.tsx';
import { eventDateRange, eventStatusLine } from '../utils/event-display.ts';
import { EventStatusBadge } from './event-status-badge.tsx';

interface EventCardProps {
  event: Event;
  /** Chosen for the whole list, so that cards side by side differ (see eventPictures). */
  picture: string;
  onView: (event: Event) => void;
  onEdit: (event: Event) => void;
  onSaveAsTemplate: (event: Event) => void;
  /** False for a viewer: no Edit, no Save as template. */
  canEdit?: boolean;
}

export function EventCard({ event, picture, onView, onEdit, onSaveAsTemplate, canEdit = true }: EventCardProps) {
  const titleId = useId();
  const menu = useAfterMenuClose();
  const navigate = useNavigate();
  return (
    <Card className="flex flex-col overflow-hidden transition-shadow hover:shadow-md">
      <article aria-labelledby={titleId} className="flex flex-1 flex-col">
        <img src={picture} alt="" className="aspect-[2/1] w-full object-cover" loading="lazy" decoding="async" />
        <div className="flex flex-1 flex-col gap-3 p-5">
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="min-w-0 text-lg leading-snug font-semibold break-words text-ink">
              {event.name}
            </h2>
            <div className="flex shrink-0 items-center gap-1">
              <EventStatusBadge status={event.status} className="mt-0.5" />
              {canEdit && (
                <DropdownMenu modal={false}>
                  <DropdownMenuTrigger
                    className="-mr-2 inline-flex size-8 items-center justify-center rounded-lg text-ink-subtle hover:bg-surface-muted hover:text-ink"
                    aria-label={`Event actions for ${event.name}`}
                  >
                    <MoreVertical className="size-4" aria-hidden="true" />
                  </DropdownMenuTrigger>
                  <DropdownMenuContent onCloseAutoFocus={menu.onCloseAutoFocus}>
                    <DropdownMenuItem onSelect={menu.after(() => onSaveAsTemplate(event))}>
                      <LayoutTemplate className="size-4" aria-hidden="true" />
                      Save as template
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => void navigate(`/app/import?kind=tasks&event=${event.id}`)}>
                      <FileUp className="size-4" aria-hidden="true" />
                      Import tasks
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              )}
            </div>
          </div>
          <div className="space-y-1.5 text-sm">
            <p className="flex items-center gap-2 text-ink">
              <CalendarDays className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
              {eventDateRange(event)}
            </p>
            <p className="flex items-center gap-2 text-ink-muted">
              <Clock className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
              {eventStatusLine(event)}
            </p>
          </div>
          <p className="line-clamp-3 text-sm leading-relaxed break-words text-ink-muted">{event.description}</p>
          <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-line pt-4">
            <Button size="sm" onClick={() => onView(event)}>
              <Eye className="size-4" aria-hidden="true" />
              View Details
            </Button>
            {canEdit && (
              <Button size="sm" variant="secondary" onClick={() => onEdit(event)}>
                <Pencil className="size-4" aria-hidden="true" />
                Edit
              </Button>
            )}
            <span className="ml-auto text-xs text-ink-subtle tabular-nums">ID: {event.id}</span>
          </div>
        </div>
      </article>
    </Card>
  );
}
