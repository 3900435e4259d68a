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
