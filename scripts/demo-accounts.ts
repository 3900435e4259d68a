import { readAdminEmail } from './vite/read-rules-constants.ts';

export const DEMO_PASSWORD = 'demo1234';

export const demoAccounts = {
  admin: { uid: 'demo-admin', email: readAdminEmail(), role: 'admin', fullName: 'Admin', phoneNumber: '' },
  // The founders' bios (Settings) show beside their names on their project pages (profiles/{uid}).
  erin: {
    uid: 'demo-erin',
    email: 'erin@startfund.com',
    role: 'entrepreneur',
    fullName: 'Erin Walsh',
    phoneNumber: '+1 415 555 0134',
    bio: 'Energy engineer turned founder: ten years building community solar and battery projects in the Pacific Northwest.',
  },
  sam: {
    uid: 'demo-sam',
    email: 'sam@startfund.com',
    role: 'entrepreneur',
    fullName: 'Sam Okafor',
    phoneNumber: '+1 646 555 0199',
    bio: 'Former city transit planner. I start small companies that make everyday errands in dense cities a little easier.',
  },
  ivy: { uid: 'demo-ivy', email: 'ivy@startfund.com', role: 'investor', fullName: 'Ivy Chen', phoneNumber: '+1 312 555 0177' },
  olivia: {
    uid: 'demo-olivia',
    email: 'olivia@startfund.com',
    role: 'investor',
    fullName: 'Olivia Martins',
    phoneNumber: '+1 206 555 0112',
  },
  // A new investor who has not invested yet: their first investment starts with Before you invest.
  noah: { uid: 'demo-noah', email: 'noah@startfund.com', role: 'investor', fullName: 'Noah Reyes', phoneNumber: '+1 617 555 0150' },
} as const;

export type DemoAccountKey = keyof typeof demoAccounts;
