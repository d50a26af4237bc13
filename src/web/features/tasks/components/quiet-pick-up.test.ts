import { describe, expect, it } from 'vitest';
import type { Active, Announcements, Over } from '@dnd-kit/core';
import { withQuietPickUp } from './quiet-pick-up.ts';

const active = { id: 'task:1', data: { current: { home: 'todo' } } } as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;
const said: Announcements = {
  onDragStart: () => 'Picked up.',
  onDragOver: ({ over: target }) => `Over ${String(target?.id)}.`,
  onDragEnd: () => 'Dropped.',
  onDragCancel: () => 'Cancelled.',
};

describe('reading out a move', () => {
  const quiet = withQuietPickUp(said, (item) => item.data.current?.home);

  it('says nothing of being over its own place right after the pick-up, and all else as before', () => {
    expect(quiet.onDragStart({ active })).toBe('Picked up.');
    expect(quiet.onDragOver({ active, over: over('todo') })).toBeUndefined();
    expect(quiet.onDragOver({ active, over: over('completed') })).toBe('Over completed.');
    // Moved back home later: that is news, and is said.
    expect(quiet.onDragOver({ active, over: over('todo') })).toBe('Over todo.');
    expect(quiet.onDragEnd({ active, over: over('todo') })).toBe('Dropped.');
  });

  it('says where it is when the first place it is over is another', () => {
    quiet.onDragStart({ active });
    expect(quiet.onDragOver({ active, over: over('inprogress') })).toBe('Over inprogress.');
  });
});
