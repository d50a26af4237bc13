import { PlaceholderPage } from '../../components/ui/placeholder-page.tsx';

export function FeedbackPage() {
  return <PlaceholderPage title="Beta Feedback" description="Tell us what works and what doesn't — the feedback form opens here soon." />;
}
