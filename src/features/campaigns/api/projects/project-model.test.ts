import { matchesTerms, newProjectFields, searchTerms, searchTokens } from './project-model';
import { LIMITS } from './project-limits';
import type { ProjectContent } from './project-schema';

const sampleContent: ProjectContent = {
  title: 'Solar Roofs',
  description: 'Panels',
  goal: 1000,
  category: 'sustainability',
  imageUrl: '',
  videoUrl: '',
  businessPlan: 'Lease',
  teamInfo: 'Two',
  risks: 'Weather',
  durationDays: 30,
};

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
    expect(tokens.length).toBeLessThanOrEqual(LIMITS.searchTokens);
    expect(tokens).toContain('title');
  });

  it('keeps every token a string of 1 to 20 letters or digits, as firestore.rules demands', () => {
    const tokens = searchTokens('Pneumonoultramicroscopicsilicovolcanoconiosis 𝒳𝒴𝒵𝒳𝒴𝒵𝒳𝒴𝒵𝒳𝒴𝒵𝒳𝒴𝒵𝒳𝒴𝒵𝒳𝒴𝒵 Ünïcødé', 'x'.repeat(5000));
    for (const token of tokens) expect(token).toMatch(/^[\p{L}\p{N}]{1,20}$/u);
    expect(tokens).toContain('pneumonoultramicrosc');
    expect(
      matchesTerms(
        { title: 'Pneumonoultramicroscopicsilicovolcanoconiosis', description: '', creatorName: '' },
        searchTerms('pneumonoultramicroscopicsilico'),
      ),
    ).toBe(true);
  });
});

describe('searchTerms and matchesTerms', () => {
  const project = {
    title: 'GreenGrid',
    description: 'Smart meters for solar homes',
    creatorName: 'Erin Park',
  };
  it('puts the longest word first', () => {
    expect(searchTerms('  Solar  greengrid ')).toEqual(['greengrid', 'solar']);
  });
  it('needs every word to match a word or a word prefix', () => {
    expect(matchesTerms(project, searchTerms('SOLAR sma'))).toBe(true);
    expect(matchesTerms(project, searchTerms('solar wind'))).toBe(false);
    expect(matchesTerms(project, searchTerms('erin'))).toBe(true);
    expect(matchesTerms(project, searchTerms('park'))).toBe(true); // the founder's public name
    expect(matchesTerms(project, [])).toBe(true);
  });
  it('holds no e-mail address among its words (issue 33: the tokens are on the project, which everyone reads)', () => {
    const fields = newProjectFields(
      { ...sampleContent, title: 'GreenGrid', description: 'Smart meters' },
      { uid: 'erin', email: 'erin.park@mailbox.example', name: 'Erin Park' },
    );
    expect(fields.searchTokens).not.toContain('mailbox');
    expect(fields.searchTokens).not.toContain('example');
    expect(JSON.stringify(fields)).not.toContain('@');
  });
  it('matches a word of one letter as the start of any word (no token holds one letter)', () => {
    expect(matchesTerms(project, searchTerms('solar h'))).toBe(true);
    expect(matchesTerms(project, searchTerms('solar g m'))).toBe(true);
    expect(matchesTerms(project, searchTerms('solar w'))).toBe(false);
    expect(matchesTerms({ ...project, title: 'X' }, searchTerms('solar x'))).toBe(true);
  });
});
