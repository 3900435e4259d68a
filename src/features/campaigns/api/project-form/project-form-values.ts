// What the project form holds, and the number and address checks that screens without the form share
// (the project page's video, the admin's extension, the amount field): no schema library here, so
// those screens never load it. The form's own validation is project-form.ts.
import { CAMPAIGN_DAYS } from '@shared/projects/deadlines';
import type { ProjectContent } from '@/features/campaigns/api/projects/project-schema';

export type ProjectFormValues = Record<keyof ProjectContent, string>;
export type ProjectFormErrors = Partial<Record<keyof ProjectContent, string>>;

export const emptyProjectForm: ProjectFormValues = {
  title: '',
  category: 'technology',
  description: '',
  goal: '',
  imageUrl: '',
  videoUrl: '',
  businessPlan: '',
  teamInfo: '',
  risks: '',
  durationDays: String(CAMPAIGN_DAYS.default),
};

export const toFormValues = (content: ProjectContent): ProjectFormValues => ({
  ...content,
  goal: String(content.goal),
  durationDays: String(content.durationDays),
});

/** What a number field holds: its whole number when it is only digits ("12", not "12.5", "1e3" or "-4"), else NaN. */
export function wholeNumber(value: string): number {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Whole dollars, at least 1 and at most max, or null. */
export function parseWholeDollars(value: string, max: number): number | null {
  const amount = wholeNumber(value);
  return amount >= 1 && amount <= max ? amount : null;
}
