import { Award, Crown, Dumbbell, Flame, GraduationCap, Sparkles, Star, Target, type LucideIcon } from 'lucide-react';
import { BADGES, type BadgeName } from '../../../../domain/analytics.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';

export const BADGE_LOOKS: Record<BadgeName, { tone: BadgeTone; icon: LucideIcon }> = {
  Champion: { tone: 'warning', icon: Crown },
  Expert: { tone: 'brand', icon: GraduationCap },
  Streaker: { tone: 'danger', icon: Flame },
  Workhorse: { tone: 'neutral', icon: Dumbbell },
  Perfectionist: { tone: 'success', icon: Target },
  Pro: { tone: 'info', icon: Star },
  Achiever: { tone: 'success', icon: Award },
  'Rising Star': { tone: 'brand', icon: Sparkles },
};

const DESCRIPTIONS = new Map(BADGES.map((badge) => [badge.name, badge.description]));

/** A member's badge: its icon and name, with what earns it on hover. */
export function MemberBadge({ badge, className }: { badge: BadgeName; className?: string }) {
  const { tone, icon: Icon } = BADGE_LOOKS[badge];
  return (
    <Badge tone={tone} title={DESCRIPTIONS.get(badge)} className={cn('whitespace-nowrap', className)}>
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {badge}
    </Badge>
  );
}
