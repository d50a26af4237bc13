import { BarChart3, CalendarDays, CheckSquare, LayoutDashboard, MessageSquare, UserCog, Users, UsersRound, type LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  beta?: boolean;
  /** Pages reached from this one (not in the navigation themselves) during which it stays highlighted. */
  includes?: readonly string[];
}

export const NAV_ITEMS: NavItem[] = [
  { to: '/app/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/app/events', label: 'Events', icon: CalendarDays, includes: ['/app/templates'] },
  { to: '/app/tasks', label: 'Tasks', icon: CheckSquare },
  { to: '/app/team', label: 'Team', icon: Users },
  { to: '/app/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/app/community', label: 'Community', icon: UsersRound },
  { to: '/app/feedback', label: 'Beta Feedback', icon: MessageSquare, beta: true },
];

/**
 * The people of the tab's workspace (members, roles, invitations): reached from the workspace switcher
 * and the phone's navigation menu, and from the Bonuses menu's Co-Worker Space.
 */
export const PEOPLE_ITEM: NavItem = { to: '/app/people', label: 'People', icon: UserCog };

export { APP_VERSION } from '../../lib/app-version.ts';
