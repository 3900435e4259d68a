export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses only; punctuation that usually ends a sentence is not part of the link.
const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/**
 * Splits plain text into text and links. Nothing else in the text is interpreted. A link's visible
 * text always shows the host it really goes to: as typed when the typed host is that host, otherwise
 * the address as the browser reads it ("https://ex%61mple.com" reads "https://example.com/", and a
 * look-alike international host shows its xn-- form). An address with user:password@ before
 * the host is left as text: it exists to make one host look like another.
 */
export function linkify(input: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of input.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const typed = raw.replace(TRAILING, '');
    const start = match.index;
    const url = parseHttpUrl(typed);
    if (!url) continue;
    if (start > last) parts.push({ kind: 'text', text: input.slice(last, start) });
    parts.push({ kind: 'link', text: typedHost(typed) === url.host ? typed : url.href, href: url.href });
    last = start + typed.length;
  }
  if (last < input.length) parts.push({ kind: 'text', text: input.slice(last) });
  return parts;
}

/** The host part as typed: after the scheme, up to the path, query or fragment (a backslash ends it too, as in browsers), in lower case. */
const typedHost = (typed: string) =>
  typed
    .replace(/^https?:\/\//i, '')
    .split(/[/?#\\]/)[0]
    .toLowerCase();

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    const http = url.protocol === 'https:' || url.protocol === 'http:';
    return http && url.hostname.length > 0 && !url.username && !url.password && !typedHost(value).includes('@') ? url : null;
  } catch {
    return null;
  }
}
