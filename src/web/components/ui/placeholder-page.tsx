import { Construction } from 'lucide-react';
import { EmptyState } from './empty-state.tsx';
import { PageHeader } from './page-header.tsx';

/** A tab whose screen has not been built yet. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState icon={Construction} title="Coming soon">
        {description}
      </EmptyState>
    </>
  );
}
