// Change password's checks (issue 35): Register's rules and messages for the new password. Pure.
import { PASSWORD_MIN_LENGTH } from './validate-registration';

export type PasswordChangeInput = { currentPassword: string; password: string; confirmPassword: string };
export type PasswordChangeField = keyof PasswordChangeInput;

/** A message per field to fix; empty when the change may be sent. */
export function validatePasswordChange({ currentPassword, password, confirmPassword }: PasswordChangeInput) {
  const errors: Partial<Record<PasswordChangeField, string>> = {};
  if (!currentPassword) errors.currentPassword = 'Please enter your current password';
  if (!password) errors.password = 'Password is required';
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  if (!confirmPassword) errors.confirmPassword = 'Please confirm your password';
  else if (password && password !== confirmPassword) errors.confirmPassword = 'Passwords do not match';
  return errors;
}
