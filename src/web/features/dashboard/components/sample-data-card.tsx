import { Link } from 'react-router';
import { CalendarPlus, Sparkles } from 'lucide-react';
import { LoadSampleDataButton } from '../../../components/load-sample-data-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { createRequestHref } from '../../../lib/use-create-request.ts';

/** For an account with no events yet: a quick way to see the app with realistic data in it. */
export function SampleDataCard() {
  return (
    <Card className="mb-8 overflow-hidden">
      <section aria-labelledby="sample-data-title" className="flex flex-col gap-5 p-6 sm:flex-row sm:items-start">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
          <Sparkles className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="sample-data-title" className="text-lg font-semibold text-ink">
            Start with sample data
          </h2>
          <p className="mt-1 max-w-2xl text-sm leading-relaxed text-ink-muted">
            You have no events yet. Load five sample events to see how Eventry works: a Music Summit that has finished,
            a Startup Gala happening now, and an upcoming Tech Conference, Product Launch and Charity Run, each with its
            own team and tasks. Edit or delete them whenever you like, or create your own event instead.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <LoadSampleDataButton variant="primary" />
            <Button variant="secondary" asChild>
              <Link to={createRequestHref('event')}>
                <CalendarPlus className="size-4" aria-hidden="true" />
                Create Event
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </Card>
  );
}
