// Data generators for component and route tests: whole, valid objects with defaults, so a test
// names only the fields it is about.
import type { AuthState, SessionUser } from '@/lib/auth-state';
import type { Role } from '@/lib/policies';
import { z } from 'zod/mini';
import { projectContentSchema } from '@/features/campaigns/api/project-schema';
import type { Project } from '@/features/campaigns/api/project-read';
import { investmentSchema } from '@/features/investments/api/investment-schema';
import type { Investment } from '@/features/investments/api/investment-read';
import { ADMIN_EMAIL } from '@/config/admin';

let nextId = 1;

// Built through the schemas, so a default the rules would refuse fails here, not in a test's result.
const projectContent = z.parse(projectContentSchema, {
  title: 'Solar Roofs',
  description: 'Panels for schools',
  goal: 10000,
  category: 'sustainability',
  imageUrl: '',
  videoUrl: '',
  businessPlan: 'Lease panels to districts.',
  teamInfo: 'Two engineers.',
  risks: 'Weather.',
  durationDays: 30,
});
const investmentValues = z.parse(z.pick(investmentSchema, { projectTitle: true, amount: true, status: true }), {
  projectTitle: 'Solar Roofs',
  amount: 250,
  status: 'active',
});

/** An approved project by erin@example.com; each call has its own id unless one is given. */
export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    id: `project-${nextId++}`,
    ...projectContent,
    createdBy: 'erin@example.com',
    creatorName: 'Erin Park',
    creatorId: 'erin',
    approved: true,
    status: 'approved',
    raised: 0,
    updates: [],
    createdAt: null,
    updatedAt: null,
    lastUpdatedBy: 'erin@example.com',
    bookmarked: false,
    endsAt: null,
    extensionDays: 0,
    backerCount: 0,
    fundedRatio: 0,
    reviewCount: 0,
    closedAt: null,
    pictureVersion: null,
    raisedSyncedAt: null,
    syncedShards: [],
    fundingByDay: {},
    moneyMark: '',
    tookMoney: false,
    ...overrides,
  };
}

/** An active $250 investment by ivy in erin's project p1. */
export function anInvestment(overrides: Partial<Investment> = {}): Investment {
  return {
    id: 'i1',
    projectId: 'p1',
    ...investmentValues,
    creatorId: 'erin',
    investorId: 'ivy',
    investorEmail: 'ivy@example.com',
    investorName: 'Ivy Chen',
    anonymous: false,
    createdAt: new Date(Date.UTC(2026, 10, 1)),
    cancelledAt: null,
    limitReleasedAt: null,
    ...overrides,
  };
}

/** The default account of each role in tests. */
export const testUsers: Record<Role, Pick<SessionUser, 'uid' | 'email'>> = {
  investor: { uid: 'ivy', email: 'ivy@example.com' },
  entrepreneur: { uid: 'erin', email: 'erin@example.com' },
  admin: { uid: 'admin', email: ADMIN_EMAIL },
};

/** A signed-in session of `role`, as that role's test user unless `user` says otherwise. */
export function signedInAs(role: Role | '', user: Partial<SessionUser> = {}): AuthState {
  const base = role ? testUsers[role] : { uid: 'newcomer', email: 'newcomer@example.com' };
  return { status: 'signedIn', user: { ...base, emailVerified: true, displayName: null, ...user }, role, profile: null };
}

export const signedOut: AuthState = { status: 'signedOut' };
