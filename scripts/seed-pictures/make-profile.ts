// Makes the demo founder Erin's profile picture (scripts/seed-pictures/erin-profile.webp), once, in
// headless Chromium: a painted portrait-like square at PROFILE_PICTURE's size, WebP under its byte
// limit, as Settings stores it. The seed stores the file as it is; run this only to change it:
//   npx tsx scripts/seed-pictures/make-profile.ts
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { PROFILE_PICTURE } from '@shared/pictures/profile-picture-limits';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
await page.evaluate('window.__name = (f) => f');
const base64 = await page.evaluate(
  async ({ side, maxBytes }) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = side;
    const c = canvas.getContext('2d')!;
    // A warm backdrop, out of focus.
    const sky = c.createLinearGradient(0, 0, side, side);
    sky.addColorStop(0, '#f6d365');
    sky.addColorStop(1, '#5aa27c');
    c.fillStyle = sky;
    c.fillRect(0, 0, side, side);
    for (let i = 0; i < 14; i++) {
      const x = ((i * 73) % side) + 8,
        y = ((i * 41) % (side * 0.6)) + 6,
        r = side * (0.05 + ((i * 17) % 10) / 100);
      const glow = c.createRadialGradient(x, y, 0, x, y, r);
      glow.addColorStop(0, 'rgba(255,255,255,0.35)');
      glow.addColorStop(1, 'rgba(255,255,255,0)');
      c.fillStyle = glow;
      c.fillRect(x - r, y - r, r * 2, r * 2);
    }
    // Shoulders in a jacket, the neck, the face and the hair.
    c.fillStyle = '#2f4858';
    c.beginPath();
    c.ellipse(side / 2, side * 1.02, side * 0.42, side * 0.3, 0, Math.PI, 2 * Math.PI);
    c.fill();
    c.fillStyle = '#d9a383';
    c.fillRect(side * 0.44, side * 0.58, side * 0.12, side * 0.16);
    c.fillStyle = '#7a3e2a';
    c.beginPath();
    c.ellipse(side / 2, side * 0.43, side * 0.2, side * 0.24, 0, 0, 2 * Math.PI);
    c.fill();
    c.fillStyle = '#e8b896';
    c.beginPath();
    c.ellipse(side / 2, side * 0.47, side * 0.15, side * 0.19, 0, 0, 2 * Math.PI);
    c.fill();
    c.fillStyle = '#7a3e2a';
    c.beginPath();
    c.ellipse(side / 2, side * 0.32, side * 0.17, side * 0.08, 0, Math.PI, 2 * Math.PI);
    c.fill();
    for (const quality of [0.85, 0.75, 0.65, 0.55]) {
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/webp', quality));
      if (blob.size <= maxBytes) {
        const bytes = new Uint8Array(await blob.arrayBuffer());
        return btoa(String.fromCharCode(...bytes));
      }
    }
    throw new Error('Over the byte limit at every quality');
  },
  { side: PROFILE_PICTURE.maxSide, maxBytes: PROFILE_PICTURE.maxBytes },
);
writeFileSync(new URL('./erin-profile.webp', import.meta.url), Buffer.from(base64, 'base64'));
await browser.close();
