import { CAMPAIGN_DAYS, LIMITS, isCategory, type ProjectContent } from './project-model';
import { normaliseUrl } from './url';
import { formatCount } from '@/utils/format';

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

export const DURATION_MESSAGE = `Campaign length must be a whole number of days from ${CAMPAIGN_DAYS.min} to ${CAMPAIGN_DAYS.max}`;

export const GOAL_MESSAGE = 'Funding goal must be a whole number of dollars, at least $1';

/** Whole dollars, at least 1: "12", not "12.5", "1e3" or "-4". */
export function parseWholeDollars(value: string, max: number): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount >= 1 && amount <= max ? amount : null;
}

export { isSafeUrl } from './url';

const required: Array<[keyof ProjectContent, string, number]> = [
  ['title', 'Project title is required', LIMITS.title],
  ['description', 'Description is required', LIMITS.description],
  ['businessPlan', 'Business plan is required', LIMITS.longText],
  ['teamInfo', 'Team information is required', LIMITS.longText],
  ['risks', 'Risks and challenges are required', LIMITS.longText],
];

export function validateProjectForm(values: ProjectFormValues): { errors: ProjectFormErrors; content?: ProjectContent } {
  const errors: ProjectFormErrors = {};
  for (const [field, message, max] of required) {
    const value = values[field].trim();
    if (!value) errors[field] = message;
    else if (value.length > max) errors[field] = `Please keep this under ${formatCount(max)} characters`;
  }
  const goal = parseWholeDollars(values.goal, LIMITS.goalMax);
  if (goal === null) errors.goal = GOAL_MESSAGE;
  const durationDays = parseWholeDollars(values.durationDays, CAMPAIGN_DAYS.max);
  if (durationDays === null) errors.durationDays = DURATION_MESSAGE;
  if (!isCategory(values.category)) errors.category = 'Please choose a category';
  const imageUrl = normaliseUrl(values.imageUrl);
  const videoUrl = normaliseUrl(values.videoUrl);
  if (imageUrl === null) errors.imageUrl = 'Image URL must be an https:// address';
  if (videoUrl === null) errors.videoUrl = 'Video URL must be an https:// address';
  if (Object.keys(errors).length > 0 || goal === null || durationDays === null || imageUrl === null || videoUrl === null || !isCategory(values.category)) return { errors };
  return {
    errors,
    content: {
      title: values.title.trim(),
      description: values.description.trim(),
      goal,
      category: values.category,
      imageUrl,
      videoUrl,
      businessPlan: values.businessPlan.trim(),
      teamInfo: values.teamInfo.trim(),
      risks: values.risks.trim(),
      durationDays,
    },
  };
}
