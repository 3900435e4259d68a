// One idea of a valid address, for the app and the server (functions/src/spending), shared with
// firestore.rules (isSafeUrl there uses these patterns; tests/rules/url-normalisation.test.ts keeps
// them equal and stores what normaliseUrl returns).
// Plain TypeScript with no imports, so the functions' compiler takes it as it is.

/** The longest address stored (firestore.rules isSafeUrl). */
export const URL_MAX = 2048;

/**
 * A normalised https address on a public web host: lower-case scheme and host, optional port, then a
 * path. The host has at least two labels and ends in a name starting with a letter, as every top-level
 * domain does: no single-label host (`intranet`), no IP address (v4 ends in a number, also written
 * `0x7f.1`; v6 is in brackets), no user:password@ (an `@` is no host character).
 */
export const SAFE_URL_PATTERN = 'https://([a-z0-9-]+[.])+[a-z][a-z0-9-]*(:[0-9]{1,5})?/[^\\s]*';
/** Names that lead back to the visitor's own machine, though they look like public ones (*.localhost). */
export const LOCAL_HOST_PATTERN = 'https://([a-z0-9-]+[.])+localhost(:[0-9]{1,5})?/[^\\s]*';
/** The pictures that ship with the app (public/images). */
export const BUNDLED_IMAGE_PATTERN = '/images/[a-z0-9-]+[.](svg|png|jpg|webp)';

const fullMatch = (pattern: string) => new RegExp(`^(?:${pattern})$`);
const safeUrl = fullMatch(SAFE_URL_PATTERN);
const localHost = fullMatch(LOCAL_HOST_PATTERN);
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
  return normalised.length <= URL_MAX && safeUrl.test(normalised) && !localHost.test(normalised) ? normalised : null;
}

/**
 * Whether what the user typed is an https address whose host is not a public web host (an IP address,
 * localhost, a single-label name) or that carries a user name or password: the form says why it is
 * refused, rather than asking for https again.
 */
export function isPrivateAddress(typed: string): boolean {
  let url: URL;
  try {
    url = new URL(typed.trim());
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  const onHost = `https://${url.host}/`;
  return Boolean(url.username || url.password) || !safeUrl.test(onHost) || localHost.test(onHost);
}

export const isSafeUrl = (value: string) => normaliseUrl(value) !== null;

/** What a field says of an address that is not an https one normaliseUrl keeps as it is. */
export const httpsAddressMessage = (field: string) => `${field} must be an https:// address`;
/** What a field says of an https address that is not on a public web host. */
export const publicHostMessage = (field: string) =>
  `${field} must be on a public website: not an IP address, localhost or an address with a password`;

/** Why `value` may not be stored as the address of `field` ('' when it may): the server's check of what a form sent. */
export function storedUrlProblem(field: string, value: string): string {
  if (isPrivateAddress(value)) return publicHostMessage(field);
  return normaliseUrl(value) === value ? '' : httpsAddressMessage(field);
}
