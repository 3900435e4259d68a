// The spec's password rules (section 5), one home for Register and the reset-password form.

export const PASSWORD_MIN_LENGTH = 6;

export type NewPasswordField = 'password' | 'confirmPassword';
export type NewPasswordProblem = [NewPasswordField, string];

/** The two fields filled in: they must match, and be long enough (the mismatch first, as the spec lists them). */
export function passwordRuleProblems(password: string, confirmPassword: string): NewPasswordProblem[] {
  const problems: NewPasswordProblem[] = [];
  if (password && confirmPassword && password !== confirmPassword) problems.push(['confirmPassword', 'Passwords do not match']);
  if (password && password.length < PASSWORD_MIN_LENGTH) {
    problems.push(['password', `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`]);
  }
  return problems;
}

/** A new password and its confirmation (the reset form): both required, then the rules. One message per field. */
export function validateNewPassword(password: string, confirmPassword: string): Partial<Record<NewPasswordField, string>> {
  const problems: NewPasswordProblem[] = [];
  if (!password) problems.push(['password', 'Password is required']);
  if (!confirmPassword) problems.push(['confirmPassword', 'Please confirm your password']);
  problems.push(...passwordRuleProblems(password, confirmPassword));
  const errors: Partial<Record<NewPasswordField, string>> = {};
  for (const [field, message] of problems) errors[field] ??= message;
  return errors;
}
