import { matchesTerms, newProjectFields, searchTerms } from './project-model';
import { projectSearchTokens } from '@shared/projects/search-tokens';
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

describe('searchTerms and matchesTerms', () => {
  it('matches a word longer than a token by its first 20 letters', () => {
    expect(
      matchesTerms(
        { title: 'Pneumonoultramicroscopicsilicovolcanoconiosis', description: '', creatorName: '' },
        searchTerms('pneumonoultramicroscopicsilico'),
      ),
    ).toBe(true);
  });
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
  it('holds no e-mail address among its words (the tokens are on the project, which everyone reads)', () => {
    const fields = newProjectFields(
      { ...sampleContent, title: 'GreenGrid', description: 'Smart meters' },
      { uid: 'erin', email: 'erin.park@mailbox.example', name: 'Erin Park' },
    );
    expect(projectSearchTokens(fields)).not.toContain('mailbox');
    expect(projectSearchTokens(fields)).not.toContain('example');
    expect(JSON.stringify(fields)).not.toContain('@');
  });
  it('matches a word of one letter as the start of any word (no token holds one letter)', () => {
    expect(matchesTerms(project, searchTerms('solar h'))).toBe(true);
    expect(matchesTerms(project, searchTerms('solar g m'))).toBe(true);
    expect(matchesTerms(project, searchTerms('solar w'))).toBe(false);
    expect(matchesTerms({ ...project, title: 'X' }, searchTerms('solar x'))).toBe(true);
  });
});
