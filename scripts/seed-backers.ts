// The demo's other backers: members who invested besides Ivy and Olivia (whose money the journeys
// count on, so it stays as it was). Each project's `crowd` (seed-data.ts) lists the amounts they put
// in; here each amount goes to the next backer with room for it under the 12-month limit, so the seed
// never asks the server for an investment it would refuse.
import { INVESTMENT_LIMIT_12_MONTHS } from '../shared/money/policy';
import type { SeedProject } from './seed-data';

const NAMES = [
  'Maya Patel',
  'Daniel Kim',
  'Priya Raman',
  'Lucas Oliveira',
  'Hannah Weber',
  'Samuel Adeyemi',
  'Chloe Martin',
  'Jonah Fischer',
  'Amira Haddad',
  'Ethan Brooks',
  'Sofia Rossi',
  'Kenji Watanabe',
  'Grace Mensah',
  'Mateo Alvarez',
  'Ruth Goldberg',
  'Tariq Aziz',
  'Elena Popescu',
  'Marcus Bell',
  'Linnea Berg',
  'Omar Sayed',
] as const;

export type DemoBacker = { uid: string; email: string; role: 'investor'; fullName: string; phoneNumber: string };

/** The backers, with Auth accounts and profiles as the demo's investors have (the demo password). */
export const demoBackers: DemoBacker[] = NAMES.map((fullName, n) => {
  const slug = fullName.toLowerCase().replace(/[^a-z]+/g, '.');
  return {
    uid: `demo-backer-${String(n + 1).padStart(2, '0')}`,
    email: `${slug}@example.com`,
    role: 'investor',
    fullName,
    phoneNumber: `+1 555 010 ${String(1000 + n * 37).slice(-4)}`,
  };
});

export type CrowdInvestment = { backer: DemoBacker; amount: number; anonymous: boolean };

/**
 * Each project's crowd investments, keyed by project: amount k of a project goes to the first backer,
 * from one that moves on with the project and the amount, whose total stays within the limit (every
 * amount counts: Returned money is given back only when the clock settles, after the seed's investing).
 */
export function crowdInvestments(projects: SeedProject[]): Map<string, CrowdInvestment[]> {
  const used = new Map<string, number>();
  const byProject = new Map<string, CrowdInvestment[]>();
  projects.forEach((project, index) => {
    const rows = (project.crowd ?? []).map((amount, k) => {
      const start = (index * 7 + k * 3) % demoBackers.length;
      const backer = Array.from({ length: demoBackers.length }, (_, i) => demoBackers[(start + i) % demoBackers.length]).find(
        (candidate) =>
          (used.get(candidate.uid) ?? 0) + amount <= INVESTMENT_LIMIT_12_MONTHS &&
          !(byProject.get(project.key) ?? []).some((row) => row.backer.uid === candidate.uid),
      );
      if (!backer) throw new Error(`The demo's backers have no room left under the limit for $${amount} in ${project.key}.`);
      used.set(backer.uid, (used.get(backer.uid) ?? 0) + amount);
      const row = { backer, amount, anonymous: k % 5 === 3 };
      byProject.set(project.key, [...(byProject.get(project.key) ?? []), row]);
      return row;
    });
    byProject.set(project.key, rows);
  });
  return byProject;
}
