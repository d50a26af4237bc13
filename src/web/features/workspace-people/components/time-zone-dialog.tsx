import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { LocateFixed } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Combobox } from '../../../components/ui/combobox.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { ApiError, userMessage } from '../../../lib/api.ts';
import { browserTimeZone, timeZoneChoices, timeZoneName, timeZoneOffset } from '../../../lib/time-zones.ts';
import { useChangeTimeZone } from '../api/change-time-zone.ts';
import { matchTimeZones } from '../utils/time-zone-search.ts';

interface TimeZoneDialogProps {
  /** The workspace's zone now. */
  current: string;
  onClose: () => void;
  onChanged: (timeZone: string) => void;
}

/** The workspace's time zone (its owner): searched by city or region among the zones the browser knows. */
export function TimeZoneDialog({ current, onClose, onChanged }: TimeZoneDialogProps) {
  const formId = useId();
  const change = useChangeTimeZone();
  const [chosen, setChosen] = useState(current);
  const [search, setSearch] = useState('');
  const zones = useMemo(() => timeZoneChoices(current), [current]);
  const matching = useMemo(() => matchTimeZones(zones, search), [zones, search]);
  // Offsets as of the moment the dialog opened: a zone's offset changes with daylight saving.
  const [openedAt] = useState(() => new Date());
  const [device] = useState(() => browserTimeZone());
  const fieldError = change.error instanceof ApiError ? change.error.fields?.timeZone : undefined;
  // The box opens focused with the zone's name selected: what is typed replaces it and searches. (The
  // dialog's content mounts after the dialog itself, so this is done as the box mounts.)
  const selectOnMount = useCallback((box: HTMLInputElement | null) => box?.select(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === current) {
      onClose();
      return;
    }
    change.mutate(chosen, { onSuccess: ({ workspace }) => onChanged(workspace.timeZone) });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Change time zone"
      description="Reminder e-mails go at 08:00 in the workspace's time zone, for everyone in it."
      preventClose={change.isPending}
      size="sm"
      footer={<FormDialogFooter formId={formId} onCancel={onClose} busy={change.isPending} submitLabel={change.isPending ? 'Saving...' : 'Save time zone'} />}
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {change.isError && !fieldError && <Notice tone="danger">{`Could not change the time zone: ${userMessage(change.error)}`}</Notice>}
        <Field label="Time zone" hint="Type a city or a region, such as Paris or New York." error={fieldError}>
          <Combobox
            ref={selectOnMount}
            listLabel="Time zones"
            value={chosen}
            onChange={(zone) => zone && setChosen(zone)}
            getKey={(zone) => zone}
            getLabel={timeZoneName}
            renderOption={(zone) => (
              <span className="flex items-baseline justify-between gap-3">
                <span>{timeZoneName(zone)}</span>
                <span className="shrink-0 text-xs text-ink-muted tabular-nums">{timeZoneOffset(zone, openedAt)}</span>
              </span>
            )}
            items={matching}
            onSearchChange={setSearch}
            emptyMessage={(text) => `No time zone matches “${text}”`}
            autoFocus
          />
        </Field>
        {device && device !== chosen && zones.includes(device) && (
          <Button variant="secondary" size="sm" onClick={() => setChosen(device)}>
            <LocateFixed className="size-4" aria-hidden="true" />
            {`Use this device’s time zone (${timeZoneName(device)})`}
          </Button>
        )}
      </form>
    </Dialog>
  );
}
