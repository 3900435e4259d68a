// What the project form holds: no schema library here, so screens that only show a project never load
// it. The form's own validation is project-form.ts.
import type { ReactNode } from 'react';
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

/**
 * A part of the form another feature owns (the use of funds and milestones of
 * src/app/campaign-form.tsx), shown after the deal terms. It keeps its
 * own rows; the form asks it on submit what it adds to the content sent.
 */
export type ProjectFormSection<Extra extends object> = {
  /** Its key among the form's messages, and its label in the summary of what to fix. */
  name: string;
  label: string;
  /** Its fields; `goal` is the goal as typed, `onEdit` clears its message. */
  render: (props: { goal: string; error?: string; disabled: boolean; onEdit: () => void }) => ReactNode;
  /** On submit: its message to show, or what it adds to the content sent (nothing: no change). */
  check: (goal: string) => { error?: string; sends?: Partial<Extra> };
};
