import { SEARCH_TOKEN_LIMITS, searchTokens } from '@shared/projects/search-tokens';

describe('searchTokens', () => {
  it('holds whole words and their prefixes, case-insensitively', () => {
    const tokens = searchTokens('Solar Roofs', 'Affordable panels');
    expect(tokens).toEqual(expect.arrayContaining(['solar', 'so', 'sol', 'sola', 'roofs', 'affordable', 'aff', 'panels', 'pan']));
    expect(tokens).not.toContain('s');
    expect(tokens).not.toContain('lar');
  });

  it('is capped so a long description cannot blow up the document', () => {
    const long = Array.from({ length: 2000 }, (_, i) => `word${i}x`).join(' ');
    const tokens = searchTokens('Title first', long);
    expect(tokens.length).toBeLessThanOrEqual(SEARCH_TOKEN_LIMITS.count);
    expect(tokens).toContain('title');
  });

  it('keeps every token a string of 1 to 20 letters or digits, as a search reads them', () => {
    const tokens = searchTokens('Pneumonoultramicroscopicsilicovolcanoconiosis 𝒳𝒴𝒵𝒳𝒴𝒵𝒳𝒴𝒵𝒳𝒴𝒵𝒳𝒴𝒵𝒳𝒴𝒵𝒳𝒴𝒵 Ünïcødé', 'x'.repeat(5000));
    for (const token of tokens) expect(token).toMatch(/^[\p{L}\p{N}]{1,20}$/u);
    expect(tokens).toContain('pneumonoultramicrosc');
  });
});
