#!/usr/bin/env node
// Benchmark of the demo page's (index.html) load: navigation to an interactive board (the
// element's ready mark, as bench-browser.mjs measures it), and of the main thread the longest task
// and the total blocking time (the sum over tasks of what each lasts beyond 50 ms), from navigation until
// the workbench and library are drawn and the page has been quiet for a while, median of N cold
// loads in Chromium, unthrottled and with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate).
// Several servers can be compared in one run (loads alternate between them, so both see the same
// machine load): pass their URLs, e.g. a worktree of main served on another port.
// With --attribute, a few traced loads of the first URL name what each long task ran (trace
// events and the JavaScript functions a CPU profile sampled in it).
// Not a test: it prints numbers. Usage:
//   node scripts/bench-load.mjs [--runs 9] [--attribute] [http://localhost:9104/ …]
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, DESKTOP, serve } from '../www/tests/harness.mjs';
import { READY_MARK, median } from './bench-lib.mjs';

/** A task longer than this blocks input (the Long Tasks API's threshold). */
const LONG_MS = 50;
/** How long the page must run no task longer than LONG_MS after the library is drawn. */
const QUIET_MS = 1500;
const THROTTLES = [1, 4];

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at < 0 ? fallback : Number(args.splice(at, 2)[1]);
};
const runs = option('--runs', 9);
const attribute = args.includes('--attribute');
const urls = args.filter((a) => !a.startsWith('--'));
const server = urls.length ? null : await serve();
if (server) urls.push(server.url);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

/**
 * Opens the demo page cold (a fresh context) with the CPU slowed `rate`×, and waits until the
 * library is drawn and QUIET_MS have passed without a long task.
 * @param {string} base
 * @param {number} rate
 * @param {(page: import('playwright-core').Page) => Promise<void>} [during]  runs before navigation
 */
async function load(base, rate, during) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  // The page itself says when it has settled (a console message): Playwright evaluating a
  // script to poll would be a task of its own, 40 ms or more on a slowed CPU.
  await page.addInitScript(
    ([quiet]) => {
      /** @type {[number, number][]} */
      const tasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
      const poll = setInterval(() => {
        const drawn = document.querySelector('#lib')?.childElementCount && document.querySelector('#wb-generator')?.childElementCount;
        const last = tasks.length ? tasks[tasks.length - 1][0] + tasks[tasks.length - 1][1] : 0;
        if (!drawn || performance.now() - last < quiet) return;
        clearInterval(poll);
        console.log(`bench-load ${JSON.stringify(tasks)}`);
      }, 100);
    },
    [QUIET_MS * rate],
  );
  if (during) await during(page);
  const settled = page.waitForEvent('console', { predicate: (m) => m.text().startsWith('bench-load '), timeout: 60_000 * rate });
  await page.goto(`${base}index.html`);
  const tasks = JSON.parse((await settled).text().slice('bench-load '.length));
  const interactive = await page.evaluate((mark) => performance.getEntriesByName(mark)[0]?.startTime ?? NaN, READY_MARK);
  return { context, tasks, interactive };
}

/** @param {[number, number][]} tasks @param {number} interactive */
const summary = (tasks, interactive) => ({
  interactive,
  longest: Math.max(0, ...tasks.map(([, d]) => d)),
  blocking: tasks.reduce((sum, [, d]) => sum + Math.max(0, d - LONG_MS), 0),
  count: tasks.length,
});

try {
  console.log(
    `load average at start: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  if (attribute) await attributeLongTasks(urls[0]);
  for (const rate of THROTTLES) {
    /** @type {Map<string, ReturnType<typeof summary>[]>} */
    const results = new Map(urls.map((u) => [u, []]));
    for (let i = 0; i < runs; i++) {
      for (const url of urls) {
        const { context, tasks, interactive } = await load(url, rate);
        /** @type {any[]} */ (results.get(url)).push(summary(tasks, interactive));
        await context.close();
      }
    }
    console.log(`\nCPU ${rate}× slower, ${runs} cold loads each (median [min–max]):`);
    console.log('server                         interactive board ms   longest task ms        total blocking ms      long tasks');
    for (const [url, list] of results) {
      const col = (/** @type {(s: ReturnType<typeof summary>) => number} */ f) => {
        const v = list.map(f).sort((a, b) => a - b);
        return `${median(v).toFixed(0)} [${v[0].toFixed(0)}–${v[v.length - 1].toFixed(0)}]`.padEnd(23);
      };
      console.log(`${url.padEnd(31)}${col((s) => s.interactive)}${col((s) => s.longest)}${col((s) => s.blocking)}${col((s) => s.count)}`);
    }
  }
  console.log(
    `\nload average at end: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  server?.stop();
}

/**
 * Traces three loads (4× slower CPU, so the tasks stand out) and prints, for each task of the
 * renderer's main thread over LONG_MS, its trace events by total time and the JavaScript
 * functions sampled in it by self time.
 * @param {string} base
 */
async function attributeLongTasks(base) {
  for (let i = 0; i < 3; i++) {
    /** @type {any} */
    let profileCdp;
    const { context } = await load(base, 4, async (p) => {
      profileCdp = await p.context().newCDPSession(p);
      await profileCdp.send('Profiler.enable');
      await profileCdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await profileCdp.send('Profiler.start');
      await browser.startTracing(p, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'v8',
          'blink.user_timing',
          'disabled-by-default-devtools.timeline.stack',
        ],
      });
    });
    const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const { profile } = await profileCdp.send('Profiler.stop');
    await context.close();
    const main = trace.find(
      (e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && trace.some((t) => t.pid === e.pid && t.name === 'ParseHTML'),
    );
    const onMain = trace.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
    const long = onMain.filter((e) => e.name === 'RunTask' && e.dur > LONG_MS * 1000);
    console.log(`\nload ${i + 1}: ${long.length} tasks over ${LONG_MS} ms (CPU 4× slower, traced and profiled: slower than untraced)`);
    for (const task of long) {
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 2000);
      /** @type {Map<string, number>} */
      const byName = new Map();
      for (const e of inside) {
        let d = e.args?.data;
        const stack = e.args?.beginData?.stackTrace?.[0];
        if (stack) d ??= {};
        const what = stack
          ? `${e.name} forced by ${stack.functionName} ${stack.url.replace(base, '')}:${stack.lineNumber}`
          : d?.url
            ? `${e.name} ${d.url.replace(base, '')}${d.functionName ? ` ${d.functionName}` : ''}`
            : d?.functionName
              ? `${e.name} ${d.functionName}`
              : e.name;
        byName.set(what, (byName.get(what) ?? 0) + e.dur / 1000);
      }
      const events = [...byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([n, ms]) => `${ms.toFixed(0)} ms ${n}`);
      console.log(
        `  task at ${((task.ts - trace.find((e) => e.name === 'navigationStart' || e.name === 'ParseHTML').ts) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(0)} ms:`,
      );
      console.log(`    events: ${events.join('; ')}`);
      console.log(`    functions (self): ${selfTimes(profile, task.ts, task.ts + task.dur, base).join('; ')}`);
    }
  }
}

/**
 * The JavaScript functions (and V8's own buckets: GC, program) a CPU profile sampled between two
 * trace timestamps (µs, the same clock), by self time, the longest eight.
 * @param {any} profile
 * @param {number} from
 * @param {number} to
 * @param {string} base
 */
function selfTimes(profile, from, to, base) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  /** @type {Map<string, number>} */
  const self = new Map();
  let t = profile.startTime;
  profile.samples.forEach((id, k) => {
    t += profile.timeDeltas[k];
    const dt = (profile.timeDeltas[k + 1] ?? 0) / 1000;
    if (t < from || t > to) return;
    const f = nodes.get(id).callFrame;
    const name = `${f.functionName || '(anonymous)'}${f.url ? ` ${f.url.replace(base, '')}:${f.lineNumber + 1}` : ''}`;
    self.set(name, (self.get(name) ?? 0) + dt);
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([n, ms]) => `${ms.toFixed(0)} ms ${n}`);
}
