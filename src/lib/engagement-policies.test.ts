import type { Viewer } from '@/lib/policies';
import {
  canAnswerQuestion,
  canAskQuestion,
  canDeleteUpdate,
  canPostUpdate,
  canRemoveQuestion,
  canSaveProject,
} from './engagement-policies';
import { ADMIN_EMAIL } from '@/config/rules-constants';

const viewer = (uid: string, role: Viewer['role'], email = `${uid}@example.com`): Viewer => ({ uid, email, emailVerified: true, role });
const erin = viewer('erin', 'entrepreneur');
const ivy = viewer('ivy', 'investor');
const admin = viewer('boss', 'admin', ADMIN_EMAIL);
const live = { creatorId: 'erin', approved: true, raised: 0 };
const pending = { ...live, approved: false };

describe('engagement policies', () => {
  it('lets only the creator of an approved project post updates and answer', () => {
    expect(canPostUpdate(erin, live)).toBe(true);
    expect(canAnswerQuestion(erin, live)).toBe(true);
    expect(canPostUpdate(erin, pending)).toBe(false);
    expect(canPostUpdate(ivy, live)).toBe(false);
    expect(canAnswerQuestion(admin, live)).toBe(false);
    expect(canPostUpdate(null, live)).toBe(false);
  });

  it('lets the creator and the admin delete an update', () => {
    expect(canDeleteUpdate(erin, live)).toBe(true);
    expect(canDeleteUpdate(admin, pending)).toBe(true);
    expect(canDeleteUpdate(ivy, live)).toBe(false);
  });

  it('lets anyone signed in ask on an approved project, its creator too (as Founder); only the admin removes', () => {
    expect(canAskQuestion(ivy, live)).toBe(true);
    expect(canAskQuestion(admin, live)).toBe(true);
    expect(canAskQuestion(erin, live)).toBe(true);
    expect(canAskQuestion(ivy, pending)).toBe(false);
    expect(canAskQuestion(null, live)).toBe(false);
    expect(canRemoveQuestion(admin)).toBe(true);
    expect(canRemoveQuestion(erin)).toBe(false);
  });

  it('lets investors and entrepreneurs save approved projects', () => {
    expect(canSaveProject(ivy, live)).toBe(true);
    expect(canSaveProject(erin, live)).toBe(true);
    expect(canSaveProject(admin, live)).toBe(false);
    expect(canSaveProject(ivy, pending)).toBe(false);
    expect(canSaveProject(null, live)).toBe(false);
  });
});
