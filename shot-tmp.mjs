import { chromium } from 'playwright-core';
const [url, out, w, h] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const p = await b.newPage({ viewport: { width: Number(w), height: Number(h) } });
await p.goto(url);
await p.waitForFunction(() => document.querySelector('sudoku-stepper')?.stats?.status !== undefined);
await p.evaluate(() => document.querySelector('sudoku-stepper').ready);
await p.evaluate(() => document.querySelector('sudoku-stepper').step(30));
await p.waitForTimeout(800);
await p.screenshot({ path: out });
// Overflow: elements wider than their box in the shadow root.
const over = await p.evaluate(() => [...document.querySelector('sudoku-stepper').shadowRoot.querySelectorAll('*')].filter((n) => n instanceof HTMLElement && n.offsetParent && n.scrollWidth > n.clientWidth + 1 && getComputedStyle(n).overflowX === 'visible').map((n) => `${n.tagName}.${n.className} ${n.scrollWidth}>${n.clientWidth}`).slice(0, 15));
console.log(JSON.stringify(over));
await b.close();
