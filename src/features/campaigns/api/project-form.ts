import { z } from 'zod/mini';
import { fieldErrors } from '@/lib/schema-fields';
import { CAMPAIGN_DAYS, projectContentSchema, type ProjectContent } from './project-schema';
import { normaliseUrl } from './url';

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

export { DURATION_MESSAGE, GOAL_MESSAGE } from './project-schema';

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

export { isSafeUrl } from './url';

/** The form's values checked by projectContentSchema: its messages, beside each field; the content to store when all pass. */
export function validateProjectForm(values: ProjectFormValues): { errors: ProjectFormErrors; content?: ProjectContent } {
  const candidate = {
    title: values.title.trim(),
    description: values.description.trim(),
    goal: wholeNumber(values.goal),
    category: values.category,
    imageUrl: normaliseUrl(values.imageUrl) ?? values.imageUrl,
    videoUrl: normaliseUrl(values.videoUrl) ?? values.videoUrl,
    businessPlan: values.businessPlan.trim(),
    teamInfo: values.teamInfo.trim(),
    risks: values.risks.trim(),
    durationDays: wholeNumber(values.durationDays),
  };
  const result = z.safeParse(projectContentSchema, candidate);
  return result.success ? { errors: {}, content: result.data } : { errors: fieldErrors<keyof ProjectContent>(result.error) };
}
