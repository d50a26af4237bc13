import { Fragment, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '../../components/ui/dialog.tsx';
import { SEARCH_INPUT_SELECTOR } from '../../components/ui/search-input.tsx';
import { EMPTY_SEQUENCE, pressKey, SHORTCUTS, shortcutsListen, type ShortcutAction } from '../../lib/shortcuts.ts';
import { createRequestHref } from '../../lib/use-create-request.ts';

// Widgets that read letters themselves: fields, editable text, and lists and menus with type-ahead.
const TYPING_TARGETS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="combobox"], [role="listbox"], [role="menu"]';
const OVERLAYS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.closest(TYPING_TARGETS) !== null);
}

/** The shortcuts that create something (c, b): not for someone whose role changes nothing. */
const creates = (action: ShortcutAction) => action.kind === 'create-task' || action.kind === 'bulk-create';

/** The shortcuts the account may use: all but those that create, for a viewer. */
export function shortcutsFor(canEdit: boolean) {
  return canEdit ? SHORTCUTS : SHORTCUTS.filter((shortcut) => !creates(shortcut.action));
}

/**
 * The app's keyboard shortcuts (see SHORTCUTS), listened for on the whole page while the shell is
 * shown, and the state of their help dialog. `canEdit`: the account's role lets it create (see useCanEdit).
 */
export function useKeyboardShortcuts(canEdit = true) {
  const [helpOpen, setHelpOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const sequence = useRef(EMPTY_SEQUENCE);
  const latest = useRef({ navigate, location, canEdit });
  useEffect(() => {
    latest.current = { navigate, location, canEdit };
  });

  useEffect(() => {
    const perform = (action: ShortcutAction) => {
      const { navigate, location, canEdit: mayCreate } = latest.current;
      if (!mayCreate && creates(action)) return;
      const onTasks = location.pathname === '/app/tasks';
      switch (action.kind) {
        case 'help':
          setHelpOpen(true);
          return;
        case 'go':
          navigate(action.to);
          return;
        case 'focus-search': {
          const search = document.querySelector<HTMLInputElement>(`#main ${SEARCH_INPUT_SELECTOR}`);
          search?.focus();
          search?.select();
          return;
        }
        case 'create-task':
          if (location.pathname === '/app/events') {
            navigate(createRequestHref('event', location.search), { replace: true });
            return;
          }
          navigate(createRequestHref('task', onTasks ? location.search : ''), { replace: onTasks });
          return;
        case 'bulk-create':
          navigate(createRequestHref('bulk', onTasks ? location.search : ''), { replace: onTasks });
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.isComposing) return;
      const listening = shortcutsListen({
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        typing: isTyping(event.target),
        overlayOpen: document.querySelector(OVERLAYS) !== null,
      });
      if (!listening) {
        sequence.current = EMPTY_SEQUENCE;
        return;
      }
      const result = pressKey(sequence.current, event.key, event.timeStamp);
      sequence.current = result.state;
      if (!result.shortcut && result.state.keys.length === 0) return;
      // The key was ours: '/' is not typed into the search box it focuses, nor does the page scroll.
      event.preventDefault();
      if (result.shortcut) perform(result.shortcut.action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return { helpOpen, setHelpOpen };
}

function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <span className="flex items-center gap-1 text-xs text-ink-muted">
      {keys.map((key, index) => (
        <Fragment key={index}>
          {index > 0 && <span>then</span>}
          <kbd className="inline-flex min-w-6 justify-center rounded border border-line-strong bg-surface-muted px-1.5 py-0.5 font-mono text-xs font-semibold text-ink">
            {key}
          </kbd>
        </Fragment>
      ))}
    </span>
  );
}

/** The list of keyboard shortcuts, opened with ? or from the account menu. */
export function ShortcutsHelpDialog({ open, onOpenChange, canEdit = true }: { open: boolean; onOpenChange: (open: boolean) => void; canEdit?: boolean }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Keyboard shortcuts" description="Press these keys anywhere outside a text field." size="sm">
      <dl className="divide-y divide-line">
        {shortcutsFor(canEdit).map((shortcut) => (
          <div key={shortcut.keys.join(' ')} className="flex items-center justify-between gap-4 py-2">
            <dt className="text-sm text-ink">{shortcut.description}</dt>
            <dd>
              <Keys keys={shortcut.keys} />
            </dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-4 py-2">
          <dt className="text-sm text-ink">Close a dialog or menu</dt>
          <dd>
            <Keys keys={['Esc']} />
          </dd>
        </div>
      </dl>
    </Dialog>
  );
}
