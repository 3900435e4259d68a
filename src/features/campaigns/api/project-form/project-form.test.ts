import { validateProjectForm } from './project-form';
import { emptyProjectForm } from './project-form-values';
import { parseWholeDollars } from '@/utils/whole-number';
import { GOAL_MESSAGE } from '@/features/campaigns/api/projects/project-schema';
import { isSafeUrl } from '@shared/safe-url';

const filled = {
  ...emptyProjectForm,
  title: ' Solar Roofs ',
  description: 'Panels for schools',
  goal: '5000',
  businessPlan: 'Lease',
  teamInfo: 'Two engineers',
  risks: 'Weather',
};

describe('validateProjectForm', () => {
  it('accepts a complete form and trims it into content', () => {
    const { errors, content } = validateProjectForm(filled);
    expect(errors).toEqual({});
    expect(content).toMatchObject({ title: 'Solar Roofs', goal: 5000, category: 'technology' });
  });

  it('names every missing required field', () => {
    const { errors, content } = validateProjectForm(emptyProjectForm);
    expect(content).toBeUndefined();
    expect(errors).toMatchObject({
      title: 'Project title is required',
      description: 'Description is required',
      goal: GOAL_MESSAGE,
      businessPlan: 'Business plan is required',
      teamInfo: 'Team information is required',
      risks: 'Risks and challenges are required',
    });
  });

  it.each(['0', '-5', '12.5', '1e3', 'abc', '100000001'])('rejects the goal %s', (goal) => {
    expect(validateProjectForm({ ...filled, goal }).errors.goal).toBe(GOAL_MESSAGE);
  });

  it('accepts only https image and video addresses', () => {
    expect(validateProjectForm({ ...filled, imageUrl: 'http://x.com/a.png' }).errors.imageUrl).toMatch(/https/);
    expect(validateProjectForm({ ...filled, videoUrl: 'javascript:alert(1)' }).errors.videoUrl).toMatch(/https/);
    expect(validateProjectForm({ ...filled, imageUrl: 'https://x.com/a.png' }).errors.imageUrl).toBeUndefined();
  });

  it.each([
    'https://192.168.1.1/a.png',
    'https://0x7f.1/a.png',
    'https://[::1]/a.png',
    'https://[fe80::1]:8443/a.png',
    'https://localhost/a.png',
    'https://LOCALHOST:3000/a.png',
    'https://printer.localhost/a.png',
    'https://intranet/a.png',
    'https://user:secret@example.com/a.png',
    'https://tracker@example.com/a.png',
  ])('refuses %j beside the field: not a public web host', (imageUrl) => {
    expect(validateProjectForm({ ...filled, imageUrl }).errors.imageUrl).toBe(
      'Image URL must be on a public website: not an IP address, localhost or an address with a password',
    );
  });

  it.each([
    'https://cdn.example.co.uk/a.png',
    'https://xn--80ak6aa92e.com/a.png',
    'https://localhost.example.com/a.png',
    'https://images.example.com:8443/a.png',
  ])('accepts the public address %j', (imageUrl) => {
    expect(validateProjectForm({ ...filled, imageUrl }).errors.imageUrl).toBeUndefined();
  });

  it('rejects text over its size limit', () => {
    expect(validateProjectForm({ ...filled, title: 'x'.repeat(121) }).errors.title).toMatch(/under 120/);
  });
});

describe('parseWholeDollars and isSafeUrl', () => {
  it('parses whole dollars within bounds', () => {
    expect(parseWholeDollars(' 25 ', 100)).toBe(25);
    expect(parseWholeDollars('101', 100)).toBeNull();
  });
  it('allows bundled images and https only', () => {
    expect(isSafeUrl('/images/finance-1.svg')).toBe(true);
    expect(isSafeUrl('/images/../secret')).toBe(false);
    expect(isSafeUrl('data:text/html,hi')).toBe(false);
  });
});
