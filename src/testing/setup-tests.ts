import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setPictureDecoder } from '@/lib/pictures/picture-decode';

afterEach(() => cleanup());

// findBy and waitFor wait up to 3 s (Testing Library's default is 1 s): the first render of a file
// imports its modules, which on a busy 2-core machine took over a second and failed tests at random.
configure({ asyncUtilTimeout: 3000 });

// jsdom decodes no picture: every picture reads as 1 x 1 pixels (within every bound) unless a test
// gives its own decoder; the browser's own is checked end to end (e2e/picture-display.spec.ts).
setPictureDecoder(async () => ({ width: 1, height: 1 }));
