#!/usr/bin/env node
// Draws the web app manifest's PNG icons (www/icon-192.png, www/icon-512.png) from
// www/favicon.svg with the system Chromium (playwright-core), so that the installed app's icon
// is the favicon. Its output is committed: run it again only when favicon.svg changes.
//
//   node scripts/build-icons.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const WWW = fileURLToPath(new URL('../www/', import.meta.url));
const SIZES = [192, 512];

const svg = readFileSync(`${WWW}favicon.svg`, 'utf8');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    // A transparent page and the SVG scaled to fill it: the PNG is the SVG at that size.
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img) => /** @type {HTMLImageElement} */ (img).decode());
    await page.screenshot({ path: `${WWW}icon-${size}.png`, omitBackground: true });
    await page.close();
    console.log(`www/icon-${size}.png`);
  }
} finally {
  await browser.close();
}
