// A demo project's own illustration (public/images/<key>.svg): the same every run, made from the
// project's id and category. The category gives the colours and the motif; the id's hash moves the
// gradient, the shapes and the motif, so no two cards look alike; the title's brand gives the initials.
import { createHash } from 'node:crypto';
import type { SeedCategory } from '../seed-data';

const PALETTES: Record<SeedCategory, Array<[string, string]>> = {
  technology: [
    ['#4338ca', '#06b6d4'],
    ['#1e3a8a', '#7c3aed'],
    ['#0f766e', '#3b82f6'],
    ['#312e81', '#0ea5e9'],
  ],
  healthcare: [
    ['#be123c', '#f97316'],
    ['#0e7490', '#22c55e'],
    ['#9d174d', '#8b5cf6'],
    ['#0369a1', '#14b8a6'],
  ],
  education: [
    ['#b45309', '#eab308'],
    ['#7c2d12', '#f59e0b'],
    ['#6d28d9', '#f472b6'],
    ['#a16207', '#84cc16'],
  ],
  sustainability: [
    ['#166534', '#84cc16'],
    ['#065f46', '#06b6d4'],
    ['#3f6212', '#facc15'],
    ['#14532d', '#10b981'],
  ],
  finance: [
    ['#1e293b', '#0891b2'],
    ['#0f172a', '#6366f1'],
    ['#134e4a', '#a3e635'],
    ['#1e3a8a', '#f59e0b'],
  ],
};

/** White line drawings on a 200 x 200 grid, one set per category. */
const MOTIFS: Record<SeedCategory, string[]> = {
  technology: [
    '<rect x="45" y="45" width="110" height="110" rx="14"/><rect x="75" y="75" width="50" height="50" rx="6"/><path d="M70 45V20M100 45V20M130 45V20M70 155v25M100 155v25M130 155v25M45 70H20M45 100H20M45 130H20M155 70h25M155 100h25M155 130h25"/>',
    '<path d="M100 150a10 10 0 1 0 .1 0M65 118a50 50 0 0 1 70 0M40 92a86 86 0 0 1 120 0M15 66a122 122 0 0 1 170 0"/>',
    '<rect x="30" y="40" width="140" height="95" rx="10"/><path d="M75 165h50M100 135v30M70 75l-20 14 20 14M130 75l20 14-20 14M110 66l-20 46"/>',
  ],
  healthcare: [
    '<path d="M100 170S30 125 30 75a35 35 0 0 1 70-10 35 35 0 0 1 70 10c0 50-70 95-70 95z"/><path d="M45 100h30l12-22 16 44 12-22h40"/>',
    '<rect x="70" y="25" width="60" height="150" rx="10"/><rect x="25" y="70" width="150" height="60" rx="10"/>',
    '<circle cx="100" cy="100" r="70"/><path d="M55 105h25l10-30 20 60 10-30h25"/>',
  ],
  education: [
    '<path d="M20 60l80-30 80 30-80 30z"/><path d="M50 75v45c30 25 70 25 100 0V75M180 60v55"/>',
    '<path d="M100 55c-25-15-55-15-75-5v110c20-10 50-10 75 5 25-15 55-15 75-5V50c-20-10-50-10-75 5zM100 55v110"/>',
    '<path d="M40 160l100-100 20 20-100 100H40zM125 75l20 20M40 40h50M40 65h30"/>',
  ],
  sustainability: [
    '<path d="M40 160C40 80 90 40 170 35c0 80-40 130-120 125zM40 160l80-80"/>',
    '<circle cx="100" cy="80" r="32"/><path d="M100 20v14M100 126v14M40 80h14M146 80h14M58 38l10 10M132 112l10 10M142 38l-10 10M68 112l-10 10M30 170c25-15 45-15 70 0s45 15 70 0"/>',
    '<path d="M100 25c35 45 55 75 55 100a55 55 0 0 1-110 0c0-25 20-55 55-100zM80 130a22 22 0 0 0 20 20"/>',
  ],
  finance: [
    '<path d="M30 170h140M50 170v-50M85 170V90M120 170v-45M155 170V55M45 95l40-30 35 25 40-45"/>',
    '<ellipse cx="100" cy="60" rx="60" ry="20"/><path d="M40 60v30c0 11 27 20 60 20s60-9 60-20V60M40 90v30c0 11 27 20 60 20s60-9 60-20V90M40 120v30c0 11 27 20 60 20s60-9 60-20v-30"/>',
    '<rect x="25" y="55" width="150" height="95" rx="12"/><path d="M25 85h150M45 125h40M130 125h25"/>',
  ],
};

/** The brand's initials: the capitals of the title's first word (ShiftSync: SS), or its first letter. */
export function initialsOf(title: string): string {
  const brand = title.split(/\s+/)[0] ?? '';
  const capitals = brand.replace(/[^A-Z]/g, '');
  return (capitals.length >= 2 ? capitals.slice(0, 2) : brand.slice(0, 1)).toUpperCase();
}

export function projectIllustration(project: { key: string; title: string; category: SeedCategory }): string {
  const hash = createHash('sha1').update(project.key).digest();
  const pick = (n: number, count: number) => hash[n] % count;
  const unit = (n: number) => hash[n] / 255;
  const [from, to] = PALETTES[project.category][pick(0, 4)];
  const motif = MOTIFS[project.category][pick(1, MOTIFS[project.category].length)];
  const angle = Math.round(unit(2) * 360);
  const circles = [0, 1, 2, 3]
    .map((i) => {
      const cx = Math.round(unit(3 + i) * 800);
      const cy = Math.round(unit(7 + i) * 450);
      const r = Math.round(60 + unit(11 + i) * 170);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity="${(0.05 + unit(15 + i) * 0.09).toFixed(2)}"/>`;
    })
    .join('');
  // The motif on one side, the initials on the other, so the picture reads even at card size.
  const right = hash[19] % 2 === 0;
  const size = 230 + Math.round(unit(16) * 50);
  const motifX = right ? 760 - size : 40;
  const motifY = Math.round((450 - size) / 2 + (unit(17) - 0.5) * 40);
  const textX = right ? 70 : 730;
  const anchor = right ? 'start' : 'end';
  const tilt = Math.round((unit(18) - 0.5) * 16);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450">`,
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="800" height="450" fill="url(#g)"/>${circles}`,
    `<g transform="translate(${motifX} ${motifY}) scale(${(size / 200).toFixed(3)}) rotate(${tilt} 100 100)" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round" opacity=".92">${motif}</g>`,
    `<text x="${textX}" y="275" text-anchor="${anchor}" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" font-size="150" font-weight="800" fill="#fff" opacity=".9" letter-spacing="-4">${initialsOf(project.title)}</text>`,
    `</svg>\n`,
  ].join('');
}
