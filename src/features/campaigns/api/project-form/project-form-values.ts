// What the project form holds: no schema library here, so screens that only show a project never load
// it. The form's own validation is project-form.ts.
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
