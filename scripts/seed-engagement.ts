// Demo campaign updates, questions (answered and not), saved projects and inbox states,
// and a member's open report, so the admin's Reports tab has one to handle.
// Fictional, like the rest of the seed. Times are minutes after the seed's fixed epoch, except the updates
// after a deadline (afterDeadline), which follow it.
import { Timestamp } from 'firebase/firestore';
import type { ReportReason } from '../src/features/reports/api/reports-model';
import { demoAccounts } from './demo-accounts';
import { seedProjects } from './seed-data';
import { seedAskerKey, seedAutoId } from './seed-ids';
import { editNotice } from '../shared/projects/edit-fields';

type Writes = Array<[string, Record<string, unknown>]>;
type At = (minutes: number) => Timestamp;
const DAY = 24 * 60;
const title = (key: string) => seedProjects.find((p) => p.key === key)?.title ?? '';
const creatorOf = (key: string) => demoAccounts[seedProjects.find((p) => p.key === key)?.creator ?? 'erin'].uid;
/** What the rules would record beside the asker's name: the creator, an investor (investor marker), or a member. */
function askerRoleOf(key: string, asker: keyof typeof demoAccounts) {
  const project = seedProjects.find((p) => p.key === key);
  if (project?.creator === asker) return 'founder';
  // The Investor badge needs an investment that shows the asker's name (firestore.rules, askerRoleIn).
  return project?.investments.some((investment) => investment.investor === asker && investment.anonymous !== true) ? 'investor' : 'member';
}

// Six on ShiftSync, so its page shows "More updates".
const updates: Array<[project: string, day: number, title: string, body: string]> = [
  [
    'shiftsync-ai-restaurant-scheduling',
    30,
    'Welcome, first backers',
    'Thank you for backing ShiftSync.\nWe will post an update here every two weeks.',
  ],
  [
    'shiftsync-ai-restaurant-scheduling',
    33,
    'Three new pilot restaurants',
    'Two taquerias and a pizzeria in San Antonio joined the pilot this week.',
  ],
  [
    'shiftsync-ai-restaurant-scheduling',
    36,
    'Weather data now in every forecast',
    'Schedules now take the local forecast into account. Rainy Fridays are 12 percent quieter than sunny ones.',
  ],
  [
    'shiftsync-ai-restaurant-scheduling',
    39,
    'Hiring a second engineer',
    'We hired Priya, who built scheduling tools for hospitals, to speed up integrations.',
  ],
  [
    'shiftsync-ai-restaurant-scheduling',
    44,
    'Pilot results are in',
    'Across 14 restaurants, overtime fell 18 percent in three months.\nFull report: https://example.com/shiftsync/pilot-report',
  ],
  [
    'shiftsync-ai-restaurant-scheduling',
    48,
    'Gusto payroll integration is live',
    'Approved schedules now flow straight into Gusto payroll. Setup guide: https://example.com/shiftsync/gusto.',
  ],
  [
    'scanfirst-ai-radiology-triage',
    41,
    'FDA pre-submission meeting booked',
    'Our pre-submission meeting with the FDA is set for next month. We will share the feedback here.',
  ],
  ['greengrid-home-batteries', 43, 'First 20 batteries installed', 'Twenty homes in Tucson now run their evenings on stored solar power.'],
  ['gigshield-micro-insurance', 47, 'Claims paid in under a day', 'The median claim in October was paid in 19 hours.'],
];

// Days after the campaign's deadline, which is relative to the seed run: LabKit ended Funded 40 days
// ago and Sam posted twice after it, the last over 30 days ago, so his track record has a median time
// between updates (3 and 5 days: 4) and LabKit's backers may ask for an update.
const afterDeadline: Array<[project: string, days: number, title: string, body: string]> = [
  [
    'labkit-home-chemistry',
    3,
    'Funded: thank you',
    'We reached our goal. Next come the materials order for the first 100 kits and the safety review.',
  ],
  ['labkit-home-chemistry', 8, 'Kit 2 ships to classrooms', 'The second kit, on acids and bases, ships to 40 classrooms this week.'],
];

const questions: Array<
  [project: string, day: number, asker: 'ivy' | 'olivia' | 'erin', text: string, answer?: [day: number, text: string]]
> = [
  [
    'shiftsync-ai-restaurant-scheduling',
    34,
    'ivy',
    'Does ShiftSync work with Toast point-of-sale systems?',
    [35, 'Yes. Toast and Square sales data both import automatically.'],
  ],
  ['shiftsync-ai-restaurant-scheduling', 45, 'olivia', 'How do you handle split shifts?'],
  [
    'quietmesh-rural-wireless',
    38,
    'ivy',
    'What happens to the network during winter storms?',
    [46, 'Each node has a battery for 36 hours, and the mesh routes around a failed node.'],
  ],
  ['quietmesh-rural-wireless', 42, 'erin', 'Do you share tower sites with other providers?'],
  [
    'scanfirst-ai-radiology-triage',
    40,
    'olivia',
    'Which hospitals are in the pilot?',
    [42, 'Two regional hospitals in Ohio; we will name them once contracts are signed.'],
  ],
];

const saved: Array<[user: 'ivy' | 'olivia' | 'erin', project: string, day: number]> = [
  ['ivy', 'quietmesh-rural-wireless', 36],
  ['ivy', 'sitesense-drone-surveys', 37],
  ['olivia', 'leafwrap-compostable-packaging', 38],
  ['erin', 'quietmesh-rural-wireless', 39],
];

// What the inbox follows: saved and backed projects, newest first. lastSeenAt leaves some updates unread.
const inboxes: Array<[user: 'ivy' | 'olivia' | 'erin', following: string[], lastSeenDay: number]> = [
  [
    'ivy',
    [
      'sitesense-drone-surveys',
      'quietmesh-rural-wireless',
      'gigshield-micro-insurance',
      'leafwrap-compostable-packaging',
      'greengrid-home-batteries',
      'labkit-home-chemistry',
      'fieldtutor-rural-schools',
      'scanfirst-ai-radiology-triage',
      'shiftsync-ai-restaurant-scheduling',
    ],
    42,
  ],
  [
    'olivia',
    [
      'leafwrap-compostable-packaging',
      'gigshield-micro-insurance',
      'greengrid-home-batteries',
      'labkit-home-chemistry',
      'fieldtutor-rural-schools',
      'scanfirst-ai-radiology-triage',
      'shiftsync-ai-restaurant-scheduling',
    ],
    0,
  ],
  ['erin', ['quietmesh-rural-wireless'], 0],
];

// A report as Report this project files it (fileReport): one per member per project, open until the admin handles it.
const reports: Array<[reporter: 'ivy' | 'olivia', project: string, day: number, reason: ReportReason, details: string]> = [
  [
    'olivia',
    'tallybook-ai-bookkeeping',
    47,
    'misleading',
    'The page says over 5,000 freelancers have connected their accounts, with nothing to back the figure.',
  ],
];

// A funded campaign whose founder edited it after backers put money in: its Edit history
// entry and the What's new update the server posts with it (functions/src/edits).
const EDITED_PROJECT = 'greengrid-home-batteries';
const EDIT_DAY = 17;
const earlierRisks = 'Utility rules for grid services can change, which could lower our revenue per home. Battery prices may rise.';

function campaignEditDocuments(at: At): Writes {
  const project = seedProjects.find((p) => p.key === EDITED_PROJECT)!;
  const when = at(EDIT_DAY * DAY);
  const creatorId = creatorOf(EDITED_PROJECT);
  return [
    [
      `projects/${EDITED_PROJECT}/edits/${seedAutoId('seed-edit-1')}`,
      {
        projectId: EDITED_PROJECT,
        creatorId,
        fields: ['risks'],
        before: { risks: earlierRisks },
        after: { risks: project.risks },
        editedAt: when,
      },
    ],
    [
      `projects/${EDITED_PROJECT}/updates/${seedAutoId('seed-edit-notice-1')}`,
      {
        ...editNotice(['risks']),
        projectId: EDITED_PROJECT,
        projectTitle: project.title,
        creatorId,
        createdAt: when,
        updatedAt: when,
      },
    ],
  ];
}

/** `deadlineOf` is a project's endsAt as the seed wrote it. */
export function engagementDocuments(at: At, deadlineOf: (project: string) => Timestamp): Writes {
  const writes: Writes = [...campaignEditDocuments(at)];
  const update = (id: string, project: string, when: Timestamp, heading: string, body: string) =>
    writes.push([
      `projects/${project}/updates/${seedAutoId(id)}`,
      {
        title: heading,
        body,
        projectId: project,
        projectTitle: title(project),
        creatorId: creatorOf(project),
        createdAt: when,
        updatedAt: when,
      },
    ]);
  updates.forEach(([project, day, heading, body], n) => update(`seed-update-${n + 1}`, project, at(day * DAY), heading, body));
  afterDeadline.forEach(([project, days, heading, body], n) => {
    const when = Timestamp.fromMillis(deadlineOf(project).toMillis() + days * DAY * 60_000);
    update(`seed-update-after-deadline-${n + 1}`, project, when, heading, body);
  });
  questions.forEach(([project, day, asker, text, answer], n) => {
    const account = demoAccounts[asker];
    writes.push([
      `projects/${project}/questions/${seedAutoId(`seed-question-${n + 1}`)}`,
      {
        text,
        askerKey: seedAskerKey(account.uid),
        askerName: account.fullName,
        askerRole: askerRoleOf(project, asker),
        projectId: project,
        projectTitle: title(project),
        creatorId: creatorOf(project),
        createdAt: at(day * DAY),
        ...(answer ? { answer: answer[1], answeredAt: at(answer[0] * DAY) } : {}),
      },
    ]);
  });
  for (const [user, project, day] of saved) writes.push([`users/${demoAccounts[user].uid}/saved/${project}`, { savedAt: at(day * DAY) }]);
  for (const [user, following, day] of inboxes)
    writes.push([`users/${demoAccounts[user].uid}/inbox/state`, { following, lastSeenAt: at(day * DAY) }]);
  for (const [reporter, project, day, reason, details] of reports) {
    const account = demoAccounts[reporter];
    writes.push([
      `projects/${project}/reports/${account.uid}`,
      {
        reporterId: account.uid,
        reporterEmail: account.email,
        projectId: project,
        projectTitle: title(project),
        reason,
        details,
        status: 'open',
        createdAt: at(day * DAY),
      },
    ]);
  }
  return writes;
}
