// The login form's check (spec section 5: email and password required), through the user schema's
// e-mail field. It loads with the check (import()), not with the login page.
import { z } from 'zod/mini';
import { fieldErrors } from '@/lib/schema-fields';
import { userSchema } from '@/features/users/api/user-schema';

export const signInSchema = z.object({
  email: userSchema.shape.email.check(z.minLength(1, 'Email is required')),
  password: z.string().check(z.minLength(1, 'Password is required')),
});

export type SignIn = z.output<typeof signInSchema>;
export type SignInField = keyof SignIn;

/** The e-mail trimmed and the password as typed, or a message per missing field. */
export function validateSignIn(input: SignIn): { errors: Partial<Record<SignInField, string>>; signIn?: SignIn } {
  const result = z.safeParse(signInSchema, { email: input.email.trim(), password: input.password });
  return result.success ? { errors: {}, signIn: result.data } : { errors: fieldErrors<SignInField>(result.error) };
}
