import { z } from 'zod/mini';
import { fieldErrors } from '@/lib/schema-fields';
import { projectContentSchema, type ProjectContent } from '@/features/campaigns/api/projects/project-schema';
import { wholeNumber } from '@/utils/whole-number';
import type { ProjectFormErrors, ProjectFormValues } from './project-form-values';
import { normaliseUrl } from '@shared/safe-url';

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
