import { fundedPercent } from '@/utils/format';

export function ProgressBar({ raised, goal }: { raised: number; goal: number }) {
  const percent = fundedPercent(raised, goal);
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label="Funding progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-11 text-right text-sm font-medium text-slate-700">{percent}%</span>
    </div>
  );
}
