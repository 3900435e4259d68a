import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';

/** The red error banner of spec section 8 (or a green one for success). Announced to screen readers. */
export function Banner({ children, tone = 'error', id }: { children: ReactNode; tone?: 'error' | 'success'; id?: string }) {
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border px-4 py-3 text-sm',
        tone === 'error' ? 'border-danger-600/30 bg-danger-50 text-danger-700' : 'border-success-700/30 bg-success-50 text-success-700',
      )}
    >
      {children}
    </div>
  );
}
