/** What a keyboard shortcut does. */
export type ShortcutAction =
  | { kind: 'create-task' }
  | { kind: 'bulk-create' }
  | { kind: 'focus-search' }
  | { kind: 'help' }
  | { kind: 'go'; to: string };

export interface Shortcut {
  /** The keys pressed one after the other, as KeyboardEvent.key names them. */
  keys: readonly string[];
  description: string;
  action: ShortcutAction;
}

export const SHORTCUTS: readonly Shortcut[] = [
  // On the Events page c creates what that page lists: an event.
  { keys: ['c'], description: 'Create a task (an event on the Events page)', action: { kind: 'create-task' } },
  { keys: ['b'], description: 'Bulk create tasks', action: { kind: 'bulk-create' } },
  { keys: ['/'], description: 'Search this page', action: { kind: 'focus-search' } },
  { keys: ['g', 'd'], description: 'Go to Dashboard', action: { kind: 'go', to: '/app/dashboard' } },
  { keys: ['g', 'e'], description: 'Go to Events', action: { kind: 'go', to: '/app/events' } },
  { keys: ['g', 't'], description: 'Go to Tasks', action: { kind: 'go', to: '/app/tasks' } },
  { keys: ['g', 'm'], description: 'Go to Team', action: { kind: 'go', to: '/app/team' } },
  { keys: ['g', 'a'], description: 'Go to Analytics', action: { kind: 'go', to: '/app/analytics' } },
  { keys: ['?'], description: 'Show keyboard shortcuts', action: { kind: 'help' } },
];

/** How long the second key of a sequence (g then d) may wait for. */
export const SEQUENCE_TIMEOUT_MS = 1500;

/** The start of a sequence typed so far, and when its last key was pressed. */
export interface SequenceState {
  keys: readonly string[];
  at: number;
}

export const EMPTY_SEQUENCE: SequenceState = { keys: [], at: 0 };

export interface KeyResult {
  state: SequenceState;
  /** The shortcut the key completed, if any. */
  shortcut: Shortcut | null;
}

const startsWith = (keys: readonly string[], start: readonly string[]) => start.every((key, index) => keys[index] === key);

function advance(typed: readonly string[], shortcuts: readonly Shortcut[], at: number): KeyResult | null {
  const exact = shortcuts.find((shortcut) => shortcut.keys.length === typed.length && startsWith(shortcut.keys, typed));
  if (exact) return { state: EMPTY_SEQUENCE, shortcut: exact };
  if (shortcuts.some((shortcut) => shortcut.keys.length > typed.length && startsWith(shortcut.keys, typed))) {
    return { state: { keys: typed, at }, shortcut: null };
  }
  return null;
}

/**
 * One key press (at time `now`, in ms) after `state`: the shortcut it completes, or the sequence
 * it starts or continues. A key that breaks a sequence (g then x) is read afresh, so g then c
 * still creates a task; a sequence left waiting too long is forgotten.
 */
export function pressKey(state: SequenceState, key: string, now: number, shortcuts: readonly Shortcut[] = SHORTCUTS): KeyResult {
  const pending = state.keys.length > 0 && now - state.at <= SEQUENCE_TIMEOUT_MS ? state.keys : [];
  if (pending.length > 0) {
    const continued = advance([...pending, key], shortcuts, now);
    if (continued) return continued;
  }
  return advance([key], shortcuts, now) ?? { state: EMPTY_SEQUENCE, shortcut: null };
}

/** What the page knows about a key press when deciding whether shortcuts may see it. */
export interface KeyContext {
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Focus is in a text field, select, editable text, or a widget that reads letters itself (a menu, a list box). */
  typing: boolean;
  /** A dialog or menu is open. */
  overlayOpen: boolean;
}

/** Shortcuts never take a key meant for a field, one held with Ctrl, Meta or Alt, or one pressed in a dialog. */
export function shortcutsListen(context: KeyContext): boolean {
  return !context.ctrlKey && !context.metaKey && !context.altKey && !context.typing && !context.overlayOpen;
}
