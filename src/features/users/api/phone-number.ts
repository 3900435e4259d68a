// What a phone number may be: digits, spaces and + - ( ), with 7 to 20 digits. Register and
// Settings check it; firestore.rules validPhoneNumber checks the same (PHONE_CHARACTERS is its pattern).
import { USER_LIMITS } from './user-limits';

export const PHONE_CHARACTERS = /^[0-9 +()-]+$/;

const digitsOf = (phone: string) => phone.replace(/[^0-9]/g, '').length;

/** Why this (trimmed) phone number cannot be stored, or undefined when it can. Empty is for the caller to judge. */
export function phoneNumberProblem(phone: string): string | undefined {
  if (phone === '') return undefined;
  if (!PHONE_CHARACTERS.test(phone)) return 'Please use only digits, spaces and + - ( ) in your phone number';
  const digits = digitsOf(phone);
  if (digits < USER_LIMITS.phoneDigitsMin || digits > USER_LIMITS.phoneDigitsMax || phone.length > USER_LIMITS.phoneNumber)
    return `Please enter a phone number of ${USER_LIMITS.phoneDigitsMin} to ${USER_LIMITS.phoneDigitsMax} digits`;
  return undefined;
}
