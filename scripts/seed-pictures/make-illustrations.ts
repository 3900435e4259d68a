// Writes each demo project's illustration (illustration.ts) to public/images/<key>.svg, which the
// projects without an uploaded picture show as their Image URL and make.ts paints the uploaded ones
// from. The files are committed; run this only to change them:
//   npx tsx scripts/seed-pictures/make-illustrations.ts
import { writeFileSync } from 'node:fs';
import { seedProjects } from '../seed-data';
import { projectIllustration } from './illustration';

for (const project of seedProjects)
  writeFileSync(new URL(`../../public/images/${project.key}.svg`, import.meta.url), projectIllustration(project));
console.log(`Wrote ${seedProjects.length} illustrations to public/images.`);
