import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';

const tones = {
  neutral: 'bg-slate-100 text-slate-700',
  brand: 'bg-brand-50 text-brand-700',
  success: 'bg-success-50 text-success-700',
  warning: 'bg-amber-50 text-amber-800',
};

type BadgeProps = { children: ReactNode; tone?: keyof typeof tones; className?: string };

export const Badge = ({ children, tone = 'neutral', className }: BadgeProps) => (
  <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize', tones[tone], className)}>
    {children}
  </span>
);
