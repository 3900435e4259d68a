// Makes the demo's uploaded pictures (scripts/seed-pictures/*.webp), once, in headless Chromium: each
// demo project's illustration (public/images/<key>.svg) painted as a photo-like picture (soft light,
// depth of field, grain) at the card and page sizes, WebP under each size's byte limit, as the upload
// form stores them. The seed stores the files as they are; run this only to change them:
//   npx tsx scripts/seed-pictures/make.ts
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { PICTURE_SIZES, type PictureSize } from '@shared/pictures/picture-limits';
import { seedProjects } from '../seed-data';

const here = new URL('.', import.meta.url);
const images = new URL('../../public/images/', import.meta.url);
const SIZES: Record<PictureSize, { width: number; height: number }> = {
  card: { width: 640, height: 360 },
  page: { width: 1600, height: 900 },
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
// tsx names the functions it compiles with a helper the page does not have.
await page.evaluate('window.__name = (f) => f');
// Each demo project's own illustration (make-illustrations.ts), or with `--categories` the category ones (the bench's).
const ownNames = new Set(seedProjects.map((project) => `${project.key}.svg`));
const wanted = (name: string) => (process.argv.includes('--categories') ? /^[a-z]+-[12]\.svg$/.test(name) : ownNames.has(name));
for (const file of readdirSync(images).filter(wanted)) {
  const svg = readFileSync(new URL(file, images), 'utf8');
  for (const size of Object.keys(SIZES) as PictureSize[]) {
    const { width, height } = SIZES[size];
    const base64 = await page.evaluate(
      async ({ svg, width, height, maxBytes, seed }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const c = canvas.getContext('2d')!;
        let state = seed;
        const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
        // The illustration, slightly blurred and enlarged, as the background.
        c.filter = `blur(${width / 160}px) saturate(1.15)`;
        c.drawImage(image, -width * 0.05, -height * 0.05, width * 1.1, height * 1.1);
        c.filter = 'none';
        // Out-of-focus lights.
        for (let i = 0; i < 26; i++) {
          const x = random() * width,
            y = random() * height * 0.8,
            r = (0.02 + random() * 0.07) * width;
          const glow = c.createRadialGradient(x, y, 0, x, y, r);
          glow.addColorStop(0, `rgba(255,255,255,${0.08 + random() * 0.16})`);
          glow.addColorStop(1, 'rgba(255,255,255,0)');
          c.fillStyle = glow;
          c.fillRect(x - r, y - r, r * 2, r * 2);
        }
        // The subject, sharp, with a soft shadow.
        c.shadowColor = 'rgba(0,0,0,0.35)';
        c.shadowBlur = width / 40;
        c.drawImage(image, width * 0.14, height * 0.12, width * 0.72, height * 0.72);
        c.shadowColor = 'transparent';
        // Warm light from a corner, a vignette.
        const light = c.createRadialGradient(width * 0.85, height * 0.1, 0, width * 0.85, height * 0.1, width * 0.8);
        light.addColorStop(0, 'rgba(255,214,170,0.28)');
        light.addColorStop(1, 'rgba(255,214,170,0)');
        c.fillStyle = light;
        c.fillRect(0, 0, width, height);
        const vignette = c.createRadialGradient(width / 2, height / 2, height * 0.35, width / 2, height / 2, width * 0.75);
        vignette.addColorStop(0, 'rgba(0,0,0,0)');
        vignette.addColorStop(1, 'rgba(0,0,0,0.45)');
        c.fillStyle = vignette;
        c.fillRect(0, 0, width, height);
        // Grain.
        const pixels = c.getImageData(0, 0, width, height);
        for (let i = 0; i < pixels.data.length; i += 4) {
          const n = (random() - 0.5) * 8;
          pixels.data[i] += n;
          pixels.data[i + 1] += n;
          pixels.data[i + 2] += n;
        }
        c.putImageData(pixels, 0, 0);
        for (const quality of [0.8, 0.7, 0.6, 0.5, 0.4]) {
          const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/webp', quality));
          if (blob.size <= maxBytes * 0.5) {
            const bytes = new Uint8Array(await blob.arrayBuffer());
            let text = '';
            for (const byte of bytes) text += String.fromCharCode(byte);
            return btoa(text);
          }
        }
        throw new Error('too large');
      },
      { svg, width, height, maxBytes: PICTURE_SIZES[size].maxBytes, seed: file.length * 7919 + width },
    );
    const out = new URL(`${file.replace(/\.svg$/, '')}-${size}.webp`, here);
    writeFileSync(out, Buffer.from(base64, 'base64'));
    console.log(out.pathname, Buffer.from(base64, 'base64').length);
  }
}
await browser.close();
