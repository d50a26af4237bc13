import type { Announcements } from '@dnd-kit/core';

/**
 * Right after a pick-up the item is over the place it came from: saying so tells nothing new and
 * would cut the pick-up's own message short, so that first "over" is not read out. `homeOf` names
 * the drop target the item starts over (its column, its day).
 */
export function withQuietPickUp(announcements: Announcements, homeOf: (active: Parameters<Announcements['onDragStart']>[0]['active']) => unknown): Announcements {
  let home: unknown = null;
  return {
    ...announcements,
    onDragStart: (event) => {
      home = homeOf(event.active) ?? null;
      return announcements.onDragStart(event);
    },
    onDragOver: (event) => {
      const quiet = home !== null && event.over?.id === home;
      home = null;
      return quiet ? undefined : announcements.onDragOver(event);
    },
  };
}
