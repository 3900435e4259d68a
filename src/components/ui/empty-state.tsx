import type { ReactNode } from 'react';

export const EmptyState = ({ message, action }: { message: string; action?: ReactNode }) => (
  <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
    <p className="text-slate-600">{message}</p>
    {action && <div className="mt-4">{action}</div>}
  </div>
);
