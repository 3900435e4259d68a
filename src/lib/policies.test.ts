import {
  canChangeGoal,
  canCloseProject,
  canDeleteProject,
  canEditProject,
  canInvest,
  canViewBackers,
  canViewProject,
  hasVerifiedEmail,
  isAdmin,
  isAdminAccount,
  type Viewer,
} from './policies';
import { dashboardFor } from './dashboard-for';
import { ADMIN_EMAIL } from '@/config/rules-constants';

const investor: Viewer = { uid: 'inv', email: 'ivy@example.com', emailVerified: true, role: 'investor' };
const creator: Viewer = { uid: 'ent', email: 'erin@example.com', emailVerified: true, role: 'entrepreneur' };
const admin: Viewer = { uid: 'adm', email: ADMIN_EMAIL, emailVerified: true, role: 'admin' };
const fakeAdmin: Viewer = { ...admin, uid: 'fake', emailVerified: false };
const pending = { creatorId: 'ent', approved: false, raised: 0, endsAt: null };
const approved = { creatorId: 'ent', approved: true, raised: 0, endsAt: new Date(Date.now() + 86_400_000) };

describe('policies', () => {
  it('treats only the verified admin address as admin', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(fakeAdmin)).toBe(false);
    expect(isAdmin({ ...investor, role: 'admin' })).toBe(false);
    expect(isAdminAccount(ADMIN_EMAIL.toUpperCase(), true)).toBe(true);
    expect(isAdmin(null)).toBe(false);
  });

  it('shows a pending project only to its creator and the admin', () => {
    expect(canViewProject(creator, pending)).toBe(true);
    expect(canViewProject(admin, pending)).toBe(true);
    expect(canViewProject(investor, pending)).toBe(false);
    expect(canViewProject(null, pending)).toBe(false);
    expect(canViewProject(null, approved)).toBe(true);
  });

  it('lets only the creator edit, and nobody once the admin closed the campaign', () => {
    const running = { ...approved, status: 'approved' };
    expect(canEditProject(creator, running)).toBe(true);
    expect(canEditProject(investor, running)).toBe(false);
    expect(canEditProject(admin, running)).toBe(false);
    expect(canEditProject(creator, { ...running, approved: false, status: 'closed' })).toBe(false);
  });

  it('freezes the goal once money came in', () => {
    expect(canChangeGoal({ holdsMoney: false })).toBe(true);
    expect(canChangeGoal({ holdsMoney: true })).toBe(false);
  });

  it('lets a signed-in non-creator invest in an approved project only, until its deadline', () => {
    expect(canInvest(investor, { ...approved, endsAt: new Date(Date.now() - 1000) })).toBe(false);
    expect(canInvest(investor, approved)).toBe(true);
    expect(canInvest(creator, approved)).toBe(false);
    expect(canInvest(investor, pending)).toBe(false);
    expect(canInvest(null, approved)).toBe(false);
  });

  it('closes a project that took money and deletes only one that never did', () => {
    expect(canDeleteProject(admin, { holdsMoney: false })).toBe(true);
    expect(canDeleteProject(admin, { holdsMoney: true })).toBe(false);
    expect(canDeleteProject(fakeAdmin, { holdsMoney: false })).toBe(false);
    expect(canCloseProject(admin, { tookMoney: true, approved: true })).toBe(true);
    expect(canCloseProject(admin, { tookMoney: false, approved: true })).toBe(false);
    expect(canCloseProject(creator, { tookMoney: true, approved: true })).toBe(false);
  });

  it('shows who invested (name and e-mail) to the creator and the verified admin only', () => {
    const viewers = [creator, admin, fakeAdmin, investor, null];
    expect(viewers.map((viewer) => canViewBackers(viewer, approved))).toEqual([true, true, false, false, false]);
  });

  it('needs a verified address to create a campaign or invest', () => {
    expect(hasVerifiedEmail(investor)).toBe(true);
    expect(hasVerifiedEmail({ ...investor, emailVerified: false })).toBe(false);
    expect(hasVerifiedEmail(null)).toBe(false);
  });

  it('maps each role to its dashboard', () => {
    expect(dashboardFor('admin')).toBe('/admin/dashboard');
    expect(dashboardFor('entrepreneur')).toBe('/entrepreneur/dashboard');
    expect(dashboardFor('investor')).toBe('/investor/dashboard');
    expect(dashboardFor('')).toBe('/');
  });
});
