import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const base = 'http://127.0.0.1:4173';
async function login(page, email) {
  await page.goto(base + '/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForTimeout(2500);
}
for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]]) {
  const ctx = await browser.newContext({ viewport });
  const page = await ctx.newPage();
  await login(page, 'noah@startfund.com');
  await page.goto(base + '/project/shiftsync-ai-restaurant-scheduling');
  await page.waitForTimeout(2500);
  await page.getByRole('button', { name: 'Invest Now' }).first().click().catch((e) => console.log('no invest', e.message));
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/consent-${name}.png` });
  const box = page.getByRole('checkbox', { name: 'I understand the risks' });
  if (await box.count()) {
    await box.check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForTimeout(1000);
    await page.getByLabel('Investment Amount (USD)').fill('150');
    await page.screenshot({ path: `/tmp/shots/amount-${name}.png` });
    await page.getByRole('button', { name: 'Confirm Investment' }).click();
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `/tmp/shots/confirmed-${name}.png`, fullPage: false });
  }
  await page.goto(base + '/project/labkit-home-chemistry');
  await page.waitForTimeout(3500);
  const pvs = page.getByRole('region', { name: 'Plan vs spent' });
  if (await pvs.count()) await pvs.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/plan-vs-spent-${name}.png` });
  await page.goto(base + '/settings');
  await page.waitForTimeout(2500);
  const del = page.getByRole('heading', { name: 'Delete my account' });
  if (await del.count()) await del.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/delete-${name}.png` });
  await page.goto(base + '/investor/dashboard?tab=investments');
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/shots/my-investments-${name}.png`, fullPage: true });
  const scrollW = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(name, 'my-investments scrollWidth', scrollW);
  await ctx.close();
}
await browser.close();
