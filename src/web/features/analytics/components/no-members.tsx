import { Link } from 'react-router';
import { UserPlus, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** The views that are about members, when the event filter has none. */
export function NoMembers({ eventName }: { eventName: string | null }) {
  return (
    <EmptyState
      icon={Users}
      title="No Team Members Found"
      actions={
        <Button asChild>
          <Link to="/app/team">
            <UserPlus className="size-4" aria-hidden="true" />
            Go to Team Management
          </Link>
        </Button>
      }
    >
      {eventName ? `${eventName} has no team members yet.` : 'None of your events has team members yet.'} Add members in Team Management and
      assign them tasks to see their points, workload and streaks here.
    </EmptyState>
  );
}
