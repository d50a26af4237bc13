import type { ReactNode } from 'react';
import { CardPage } from '../../../components/ui/card-page.tsx';

export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <CardPage footer={footer}>
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-1 text-sm text-ink-muted">{subtitle}</p>
      <div className="mt-6">{children}</div>
    </CardPage>
  );
}
