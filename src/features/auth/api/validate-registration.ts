// The sign-up form's checks (spec section 5). Pure, so they are unit-tested without a browser.
import { z } from 'zod/mini';
import { displayNameProblem, normaliseDisplayName } from '@shared/members/display-name';
import type { SelfChosenRole } from '@/lib/policies';
import { userSchema } from '@/features/users/api/user-schema';
import type { Registration } from './auth-actions';
import { passwordRuleProblems } from './validate-new-password';

export type RegistrationInput = {
  fullName: string;
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  role: SelfChosenRole | '';
};

export type RegistrationField = keyof RegistrationInput;

export type RegistrationCheck =
  { ok: true; registration: Registration } | { ok: false; message: string; errors: Partial<Record<RegistrationField, string>> };

const SELF_CHOSEN_ROLES: readonly string[] = ['investor', 'entrepreneur'];
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value);

/** The user schema's message for a value it refuses (a name or number too long for the rules). */
const tooLong = (field: 'fullName' | 'phoneNumber', value: string) => z.safeParse(userSchema.shape[field], value).error?.issues[0]?.message;

/**
 * Every problem, most basic first: missing fields, then what the user schema refuses, then a
 * malformed e-mail, then the spec's password rules. `message` is the first one (the banner); `errors` has one per field.
 */
export function validateRegistration(input: RegistrationInput): RegistrationCheck {
  const fullName = normaliseDisplayName(input.fullName);
  const email = input.email.trim();
  const phoneNumber = input.phoneNumber.trim();
  const { password, confirmPassword, role } = input;

  const problems: Array<[RegistrationField, string]> = [];
  if (!fullName) problems.push(['fullName', 'Full name is required']);
  if (!email) problems.push(['email', 'Email is required']);
  if (!phoneNumber) problems.push(['phoneNumber', 'Phone number is required']);
  if (!password) problems.push(['password', 'Password is required']);
  if (!confirmPassword) problems.push(['confirmPassword', 'Please confirm your password']);
  if (!SELF_CHOSEN_ROLES.includes(role)) problems.push(['role', 'Please choose your role']);
  // The name is shown beside the member's questions: no e-mail address, no name that speaks for the platform.
  const nameProblem = fullName ? displayNameProblem(fullName) : undefined;
  if (nameProblem) problems.push(['fullName', nameProblem]);
  for (const [field, value] of [
    ['fullName', fullName],
    ['phoneNumber', phoneNumber],
  ] as const) {
    const message = tooLong(field, value);
    if (message) problems.push([field, message]);
  }
  if (email && !looksLikeEmail(email)) problems.push(['email', 'Please enter a valid email address.']);
  problems.push(...passwordRuleProblems(password, confirmPassword));

  if (problems.length === 0) {
    return { ok: true, registration: { fullName, email, phoneNumber, password, role: role as SelfChosenRole } };
  }
  const errors: Partial<Record<RegistrationField, string>> = {};
  for (const [field, message] of problems) errors[field] ??= message;
  return { ok: false, message: problems[0][1], errors };
}
