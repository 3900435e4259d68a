import { linkify } from './linkify';

describe('linkify', () => {
  it('turns http(s) addresses into links and keeps the text around them', () => {
    expect(linkify('Report: https://example.com/r?a=1. More soon')).toEqual([
      { kind: 'text', text: 'Report: ' },
      { kind: 'link', text: 'https://example.com/r?a=1', href: 'https://example.com/r?a=1' },
      { kind: 'text', text: '. More soon' },
    ]);
  });

  it('interprets nothing else: markup and other schemes stay text', () => {
    const input = '<b>bold</b> javascript:alert(1) [x](https://) <img src=x onerror=alert(1)>';
    expect(linkify(input)).toEqual([{ kind: 'text', text: input }]);
  });

  it('keeps line breaks and finds several links', () => {
    const parts = linkify('a http://one.test\nb https://two.test)');
    expect(parts.filter((p) => p.kind === 'link').map((p) => p.text)).toEqual(['http://one.test', 'https://two.test']);
    expect(parts.map((p) => p.text).join('')).toBe('a http://one.test\nb https://two.test)');
  });
});

describe('linkify: a link shows where it goes', () => {
  const links = (input: string) => linkify(input).filter((p) => p.kind === 'link');

  it('leaves an address with user:password@ (or just user@) before the host as text', () => {
    for (const input of ['Log in at https://bank.com:secret@evil.test/login', 'See https://bank.com@evil.test', 'https://:@evil.test/'])
      expect(linkify(input)).toEqual([{ kind: 'text', text: input }]);
  });

  it('shows the host the browser will open when the typed one differs', () => {
    expect(links('https://ex%61mple.com/a')).toEqual([{ kind: 'link', text: 'https://example.com/a', href: 'https://example.com/a' }]);
    expect(links('https://pаypal.com/login')[0]).toMatchObject({
      text: 'https://xn--pypal-4ve.com/login',
      href: 'https://xn--pypal-4ve.com/login',
    });
  });

  it('keeps an ordinary address as typed, whatever its letter case, and a backslash ends the host as in browsers', () => {
    expect(links('https://bank.com\\@evil.test/x')).toEqual([
      { kind: 'link', text: 'https://bank.com\\@evil.test/x', href: 'https://bank.com/@evil.test/x' },
    ]);
    expect(links('https://Example.COM/Path')).toEqual([
      { kind: 'link', text: 'https://Example.COM/Path', href: 'https://example.com/Path' },
    ]);
  });
});
