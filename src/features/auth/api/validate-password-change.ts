// Change password's checks: the current password, then Register's rules and messages for the new one. Pure.
import { validateNewPassword } from './validate-new-password';

export type PasswordChangeInput = { currentPassword: string; password: string; confirmPassword: string };
export type PasswordChangeField = keyof PasswordChangeInput;

/** A message per field to fix; empty when the change may be sent. */
export function validatePasswordChange({ currentPassword, password, confirmPassword }: PasswordChangeInput) {
  const errors: Partial<Record<PasswordChangeField, string>> = validateNewPassword(password, confirmPassword);
  if (!currentPassword) errors.currentPassword = 'Please enter your current password';
  return errors;
}
