import { MEMBER_AVATAR_COUNT, memberAvatarIndex, memberInitials } from '../../../../domain/member-display.ts';
import { cn } from '../../../lib/cn.ts';

const sizes = { xs: 'size-6 text-[10px]', sm: 'size-9 text-xs', md: 'size-12 text-base', lg: 'size-16 text-lg' } as const;

/** One of the five shipped pictures, chosen by the name. */
export function avatarUrl(name: string): string {
  return `/images/avatars/avatar-${(memberAvatarIndex(name) % MEMBER_AVATAR_COUNT) + 1}.svg`;
}

/**
 * The member's picture with their initials over it, as Team Management and Analytics show it. The
 * smallest size, always next to the name, shows the picture alone: its initials would be unreadable
 * and would make the visible text of a control differ from its accessible name.
 */
export function MemberAvatar({ name, size = 'md', className }: { name: string; size?: keyof typeof sizes; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ring-2 ring-surface', sizes[size], className)}
    >
      <img src={avatarUrl(name)} alt="" className="absolute inset-0 size-full" />
      {size !== 'xs' && <span className="relative font-semibold tracking-wide text-white [text-shadow:0_1px_2px_rgb(0_0_0/0.45)]">{memberInitials(name)}</span>}
    </span>
  );
}
