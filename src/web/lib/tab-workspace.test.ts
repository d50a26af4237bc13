import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  onTabWorkspaceChange,
  parseWorkspaceId,
  resetTabWorkspaceForTests,
  setTabWorkspaceId,
  tabWorkspaceId,
  workspaceHeaders,
  workspaceIdFromSearch,
} from './tab-workspace.ts';

/** A tab's session storage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

beforeEach(() => resetTabWorkspaceForTests());
afterEach(() => vi.unstubAllGlobals());

describe('a workspace id as the address or storage spells it', () => {
  it.each([
    ['12', 12],
    ['1', 1],
    ['9007199254740991', 9007199254740991],
  ])('%s → %i', (value, id) => expect(parseWorkspaceId(value)).toBe(id));

  it.each([null, undefined, '', '0', '-3', '012', '1.5', '1e3', ' 7', '7 ', 'abc', '99999999999999999'])('%j → none', (value) => {
    expect(parseWorkspaceId(value)).toBeNull();
  });

  it('reads ?workspace= from a search string, among other parameters', () => {
    expect(workspaceIdFromSearch('?workspace=34')).toBe(34);
    expect(workspaceIdFromSearch('?q=gala&workspace=5&status=past')).toBe(5);
    expect(workspaceIdFromSearch('?q=gala')).toBeNull();
    expect(workspaceIdFromSearch('?workspace=x')).toBeNull();
    expect(workspaceIdFromSearch('')).toBeNull();
  });
});

describe("the tab's workspace", () => {
  it('starts from what the tab saved before a reload', () => {
    vi.stubGlobal('sessionStorage', memoryStorage({ 'eventry.workspace': '8' }));
    expect(tabWorkspaceId()).toBe(8);
    expect(workspaceHeaders()).toEqual({ 'x-workspace-id': '8' });
  });

  it('has none in a new tab: no header, so the account’s choice applies', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    expect(tabWorkspaceId()).toBeNull();
    expect(workspaceHeaders()).toEqual({});
  });

  it('ignores a saved value that is not an id', () => {
    vi.stubGlobal('sessionStorage', memoryStorage({ 'eventry.workspace': 'null' }));
    expect(tabWorkspaceId()).toBeNull();
  });

  it('is saved for a reload, told to listeners once per change, and forgotten with null', () => {
    const storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    const listener = vi.fn();
    const stop = onTabWorkspaceChange(listener);

    expect(setTabWorkspaceId(3)).toBe(true);
    expect(storage.values.get('eventry.workspace')).toBe('3');
    expect(workspaceHeaders()).toEqual({ 'x-workspace-id': '3' });
    expect(setTabWorkspaceId(3)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);

    expect(setTabWorkspaceId(null)).toBe(true);
    expect(storage.values.has('eventry.workspace')).toBe(false);
    expect(workspaceHeaders()).toEqual({});
    expect(listener).toHaveBeenCalledTimes(2);

    stop();
    setTabWorkspaceId(4);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('still works for the page when storage is unavailable', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(tabWorkspaceId()).toBeNull();
    setTabWorkspaceId(6);
    expect(tabWorkspaceId()).toBe(6);
  });

  it('names another workspace than the tab’s when asked to', () => {
    vi.stubGlobal('sessionStorage', memoryStorage({ 'eventry.workspace': '8' }));
    expect(workspaceHeaders(9)).toEqual({ 'x-workspace-id': '9' });
    expect(workspaceHeaders(null)).toEqual({});
  });
});
