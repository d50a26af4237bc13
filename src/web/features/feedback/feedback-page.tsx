import { ArrowUpRight, MessageSquare } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { useSiteLinks } from '../../entities/site-links/api/get-site-links.ts';
import { ExternalLink } from '../../entities/site-links/components/external-link.tsx';
import { FeedbackForm } from './components/feedback-form.tsx';

/**
 * Beta feedback: the installation's external feedback form, opened in a new tab, or the in-app form
 * when none is configured (or the configuration cannot be fetched: the in-app form still reaches us).
 */
export function FeedbackPage() {
  const { data, isPending } = useSiteLinks();
  const formUrl = data?.feedbackFormUrl ?? null;
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="Beta Feedback"
        subtitle="Eventry is in beta. Tell us what works, what doesn't and what you would like to see next."
      />
      <Card className="p-6">
        <div className="mb-5 flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
            <MessageSquare className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 className="flex items-center gap-2 font-semibold text-ink">
              Share your feedback
              <Badge tone="brand">Beta</Badge>
            </h2>
            <p className="text-sm text-ink-muted">It takes a minute, and it shapes what we build.</p>
          </div>
        </div>
        {isPending ? (
          <LoadingState message="Loading..." className="py-8" />
        ) : formUrl ? (
          <div className="space-y-3">
            <p className="text-sm text-ink-muted">Our feedback form opens in a new tab.</p>
            <Button size="lg" asChild>
              <ExternalLink href={formUrl}>
                Open Feedback Form
                <ArrowUpRight className="size-4" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </ExternalLink>
            </Button>
          </div>
        ) : (
          <FeedbackForm />
        )}
      </Card>
    </div>
  );
}
