import { DEMO_PASSWORD, demoAccounts } from './demo-accounts';
import { seedDemo } from './seed-lib';
import { seedProjects } from './seed-data';
import { demoBackers } from './seed-backers';

await seedDemo();
console.log(`\nSeeded ${seedProjects.length} projects. Demo accounts (password for all: ${DEMO_PASSWORD}):`);
for (const account of Object.values(demoAccounts)) console.log(`  ${account.role.padEnd(12)} ${account.email}`);
console.log(`  and ${demoBackers.length} other backers, such as ${demoBackers[0].email}\n`);
