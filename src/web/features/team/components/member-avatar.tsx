import { memberInitials } from '../../../../domain/team.ts';
import { cn } from '../../../lib/cn.ts';
import { avatarUrl } from '../member-format.ts';

/** One of the five shipped pictures, chosen by the name, with the member's initials over it. */
export function MemberAvatar({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ring-2 ring-surface',
        size === 'md' ? 'size-12 text-base' : 'size-9 text-xs',
      )}
    >
      <img src={avatarUrl(name)} alt="" className="absolute inset-0 size-full" />
      <span className="relative font-semibold tracking-wide text-white [text-shadow:0_1px_2px_rgb(0_0_0/0.45)]">
        {memberInitials(name)}
      </span>
    </span>
  );
}
