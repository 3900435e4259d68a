// @vitest-environment node
// The layer boundaries of the README hold because `npm run lint` fails on a crossing: this lints
// snippets as if they were files in each layer, with the project's own ESLint config.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
// The first lint loads the config, its plugins and the TypeScript parser (seconds on a busy machine):
// done once here, so each case's own time is its lint alone.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'src/lib/warm-up.ts' }), 60_000);

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('ESLint layer boundaries', () => {
  it.each([
    ['lib imports a feature', 'src/lib/new-file.ts', "import { x } from '@/features/users/api/users';"],
    ['lib imports a feature dynamically', 'src/lib/new-file.ts', "const x = () => import('@/features/users/api/users');"],
    ['lib imports the app', 'src/lib/new-file.ts', "import { x } from '@/app/router';"],
    ['ui imports a feature', 'src/components/ui/new-file.tsx', "import { x } from '@/features/campaigns/api/projects/project-model';"],
    [
      'a layout imports a feature component',
      'src/components/layouts/new-file.tsx',
      "import { x } from '@/features/campaigns/components/project-card';",
    ],
    ['ui imports Firestore', 'src/components/ui/new-file.tsx', "import { x } from 'firebase/firestore/lite';"],
    [
      "a feature imports another feature's component",
      'src/features/investments/components/new-file.tsx',
      "import { x } from '@/features/campaigns/components/project-card';",
    ],
    [
      "a feature's api imports another feature's component",
      'src/features/auth/api/new-file.ts',
      "import { x } from '@/features/users/components/profile';",
    ],
    ['a feature imports the app', 'src/features/campaigns/components/new-file.tsx', "import { x } from '@/app/routes/shared/project';"],
    [
      'a feature component imports Firestore',
      'src/features/campaigns/components/new-file.tsx',
      "import { x } from 'firebase/firestore/lite';",
    ],
    [
      'a feature reaches another by a relative path',
      'src/features/investments/api/new-file.ts',
      "import { x } from '../../campaigns/components/project-card';",
    ],
    [
      'a relative path upwards hides behind ./',
      'src/features/investments/components/new-file.tsx',
      "import { x } from './../../campaigns/components/project-card';",
    ],
    [
      "a feature imports another feature's component dynamically",
      'src/features/investments/components/new-file.tsx',
      "const x = () => import('@/features/campaigns/components/project-card');",
    ],
    ['a feature imports the app dynamically', 'src/features/campaigns/api/new-file.ts', "const x = () => import('@/app/router');"],
    [
      "a feature's api imports its own components dynamically",
      'src/features/campaigns/api/new-file.ts',
      "const x = () => import('@/features/campaigns/components/project-card');",
    ],
    [
      'a feature reaches upwards dynamically',
      'src/features/campaigns/api/new-file.ts',
      "const x = () => import('../../investments/components/amount-form');",
    ],
    [
      "a new folder of a feature imports another feature's component",
      'src/features/campaigns/hooks/new-file.ts',
      "import { x } from '@/features/investments/components/amount-form';",
    ],
    [
      'a new folder of a feature imports Firestore',
      'src/features/campaigns/hooks/new-file.ts',
      "import { x } from 'firebase/firestore/lite';",
    ],
    [
      "a sub-folder of a feature's api imports its own components",
      'src/features/campaigns/api/projects/new-file.ts',
      "import { x } from '@/features/campaigns/components/project-card';",
    ],
    [
      "a sub-folder of a feature's api reaches a sibling by a relative path upwards",
      'src/features/campaigns/api/pictures/new-file.ts',
      "import { x } from '../projects/project-card';",
    ],
    [
      'a feature imports the api of a feature above it (FEATURE_ORDER)',
      'src/features/campaigns/api/new-file.ts',
      "import { x } from '@/features/engagement/api/inbox-api';",
    ],
    [
      "a feature's component imports the api of a feature above it dynamically",
      'src/features/campaigns/components/new-file.tsx',
      "const x = () => import('@/features/accountability/api/spending/spending-model');",
    ],
    [
      'a feature test imports a feature above it',
      'src/features/users/api/new-file.test.ts',
      "import { x } from '@/features/account/api/my-data';",
    ],
  ])('fails when %s', async (_name, filePath, code) => {
    expect(await problems(filePath, code)).not.toEqual([]);
  });

  it.each([
    ['the app composes features', 'src/app/routes/new-file.tsx', "import { x } from '@/features/campaigns/components/project-card';"],
    [
      "a feature uses another feature's api",
      'src/features/investments/api/new-file.ts',
      "import { x } from '@/features/campaigns/api/projects/project-model';",
    ],
    [
      'a feature uses its own components',
      'src/features/campaigns/components/new-file.tsx',
      "import { x } from '@/features/campaigns/components/project-card';",
    ],
    ["a feature's api reads Firestore", 'src/features/campaigns/api/new-file.ts', "import { x } from 'firebase/firestore/lite';"],
    ['lib uses ui building blocks', 'src/lib/new-file.tsx', "import { x } from '@/components/ui/spinner';"],
    ['a feature loads its own module on demand', 'src/features/campaigns/api/new-file.ts', "const x = () => import('./search-page');"],
    [
      "a feature loads another feature's api on demand",
      'src/features/investments/components/new-file.tsx',
      "const x = () => import('@/features/campaigns/api/projects/project-model');",
    ],
    [
      "a feature uses a sub-folder of another feature's api",
      'src/features/investments/api/new-file.ts',
      "import { x } from '@/features/campaigns/api/projects/project-model';",
    ],
    [
      "a feature's component uses a sub-folder of another feature's api",
      'src/features/engagement/components/new-file.tsx',
      "import { x } from '@/features/campaigns/api/projects/project-read';",
    ],
    [
      "a sub-folder of a feature's api reads Firestore",
      'src/features/campaigns/api/projects/new-file.ts',
      "import { x } from 'firebase/firestore/lite';",
    ],
    [
      "a feature loads a sub-folder of another feature's api on demand",
      'src/features/investments/components/new-file.tsx',
      "const x = () => import('@/features/campaigns/api/projects/project-model');",
    ],
    [
      "a component loads its own feature's component on demand",
      'src/features/engagement/components/new-file.tsx',
      "const x = () => import('@/features/engagement/components/inbox-panel');",
    ],
    [
      'a feature imports the api of a feature below it (FEATURE_ORDER)',
      'src/features/accountability/api/new-file.ts',
      "import { x } from '@/features/campaigns/api/projects/project-read';",
    ],
  ])('allows %s', async (_name, filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });
});
