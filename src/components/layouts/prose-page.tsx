import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layouts/page-header';

/** A page of text (Learn, Terms, Privacy): a title, a short lead and sections, readable at any width. */
export function ProsePage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl">
      <PageHeader title={title} subtitle={lead} />
      <div className="space-y-8 text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_li]:mt-1 [&_ul]:list-disc [&_ul]:pl-5">
        {children}
      </div>
    </article>
  );
}

export function ProseSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="scroll-mt-4 space-y-3">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
