// Settings' profile form: the same checks as Register (src/features/auth/api/validate-registration.ts)
// and the users schema, which firestore.rules mirror. Pure, so it is unit-tested without a browser.
import { z } from 'zod/mini';
import { displayNameProblem, normaliseDisplayName } from '@shared/members/display-name';
import { userSchema } from './user-schema';
import type { ProfileSettings } from './users';

export type SettingsField = keyof ProfileSettings;

export type SettingsCheck = { ok: true; settings: ProfileSettings } | { ok: false; errors: Partial<Record<SettingsField, string>> };

/** The user schema's message for a value it refuses (a phone number of the wrong form, a bio too long). */
const schemaProblem = (field: 'phoneNumber' | 'bio', value: string) =>
  z.safeParse(userSchema.shape[field], value).error?.issues[0]?.message;

/** The name as stored (runs of spaces made one), the phone and bio trimmed; a phone may be left empty (a Google account has none). */
export function validateSettings(input: ProfileSettings): SettingsCheck {
  const settings = { fullName: normaliseDisplayName(input.fullName), phoneNumber: input.phoneNumber.trim(), bio: input.bio.trim() };
  const errors: Partial<Record<SettingsField, string>> = {};
  const nameProblem = displayNameProblem(settings.fullName);
  if (nameProblem) errors.fullName = nameProblem;
  for (const field of ['phoneNumber', 'bio'] as const) {
    const problem = schemaProblem(field, settings[field]);
    if (problem) errors[field] = problem;
  }
  return Object.keys(errors).length === 0 ? { ok: true, settings } : { ok: false, errors };
}
