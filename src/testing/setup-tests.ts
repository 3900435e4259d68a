import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setPictureDecoder } from '@/features/campaigns/api/pictures/picture-decode';

afterEach(() => cleanup());

// jsdom decodes no picture: every picture reads as 1 x 1 pixels (within every bound) unless a test
// gives its own decoder; the browser's own is checked end to end (e2e/picture-display.spec.ts).
setPictureDecoder(async () => ({ width: 1, height: 1 }));
