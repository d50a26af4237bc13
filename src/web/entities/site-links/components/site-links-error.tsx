import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { userMessage } from '../../../lib/api.ts';

/** The tools' links could not be loaded: why, and a way to try again. */
export function SiteLinksError({ error, retry, className }: { error: unknown; retry: () => void; className?: string }) {
  return (
    <Notice
      tone="danger"
      className={className}
      title="Could not load the tools"
      action={
        <Button size="sm" variant="secondary" onClick={retry}>
          Try Again
        </Button>
      }
    >
      {userMessage(error)}
    </Notice>
  );
}
