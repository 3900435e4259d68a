// One idea of a valid address, shared with firestore.rules (isSafeUrl there uses these patterns;
// tests/rules/url-normalisation.test.ts keeps them equal and stores what normaliseUrl returns).
import { URL_MAX } from './project-limits';

/** A normalised https address: lower-case scheme and host, optional port, then a path. */
export const SAFE_URL_PATTERN = 'https://[a-z0-9.-]+(:[0-9]{1,5})?/[^\\s]*';
/** The pictures that ship with the app (public/images). */
export const BUNDLED_IMAGE_PATTERN = '/images/[a-z0-9-]+[.](svg|png|jpg|webp)';

const fullMatch = (pattern: string) => new RegExp(`^(?:${pattern})$`);
const safeUrl = fullMatch(SAFE_URL_PATTERN);
const bundledImage = fullMatch(BUNDLED_IMAGE_PATTERN);

/**
 * The address to store for what the user typed, or null when it is not a safe address.
 * "HTTPS://EXAMPLE.COM/A.JPG" becomes "https://example.com/A.JPG" and "https:youtu.be/x"
 * becomes "https://youtu.be/x" (the browser's own URL parser); '' stays '' (the field is optional).
 */
export function normaliseUrl(typed: string): string | null {
  const value = typed.trim();
  if (value === '') return '';
  if (bundledImage.test(value)) return value;
  if (/\s/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const normalised = url.href;
  return normalised.length <= URL_MAX && safeUrl.test(normalised) ? normalised : null;
}

export const isSafeUrl = (value: string) => normaliseUrl(value) !== null;

