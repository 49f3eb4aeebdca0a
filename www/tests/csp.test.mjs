// Issue 6: the element works, fully styled, under
// `default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'` (scripts/serve.mjs
// sends it for ?csp=strict): no <style> element, no style= attribute, no inline script.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shot, suite } from './harness.mjs';
import { call, frames, host, shadow, stats } from './helpers.mjs';

suite(
  'strict Content-Security-Policy',
  ({ open, server, takeErrors }) => {
    /** Computed styles that only the element's stylesheet gives. */
    const styled = (page) =>
      host(page).evaluate((el) => {
        const root = /** @type {ShadowRoot} */ (el.shadowRoot);
        const style = (sel, pseudo) => {
          const node = root.querySelector(sel);
          return node ? getComputedStyle(node, pseudo) : null;
        };
        return {
          board: style('.board')?.display ?? 'missing',
          lines: style('.board', '::before')?.backgroundImage ?? 'missing',
          play: style('button.play')?.borderTopLeftRadius ?? 'missing',
          styleElements: root.querySelectorAll('style').length,
          styleAttributes: [...root.querySelectorAll('[style]')].map((n) => `${n.tagName.toLowerCase()}.${n.className}`),
        };
      });

    for (const [name, path] of [
      ['the demo page', '?csp=strict'],
      ['a page with nothing inline', 'tests/fixtures/strict-csp.html?csp=strict'],
    ]) {
      test(`${name} under a strict CSP: no violation, the element fully styled and working`, async () => {
        const page = await open(`${server.url}${path}`);
        const response = await page.request.get(`${server.url}${path}`);
        assert.match(response.headers()['content-security-policy'] ?? '', /style-src 'self'/, 'served with the policy');
        const s = await styled(page);
        await shot(page, `csp-strict-${path.startsWith('?') ? 'demo' : 'fixture'}`);
        const early = takeErrors();
        assert.deepEqual(
          early.filter((e) => e.startsWith('csp:')),
          [],
          'no securitypolicyviolation event',
        );
        assert.deepEqual(early, [], 'no console or page errors');
        assert.equal(s.board, 'grid', 'the board is laid out by the element stylesheet');
        assert.match(s.lines, /gradient/, `the grid lines are drawn (${s.lines.slice(0, 60)})`);
        assert.ok(parseFloat(s.play) > 0, `the play button has rounded corners (${s.play})`);
        assert.equal(s.styleElements, 0, 'no <style> element in the shadow root');
        assert.deepEqual(s.styleAttributes, [], 'no style= attribute in the shadow root');
        // It works, not just looks right: a few steps run.
        await call(page, 'step', 5);
        assert.equal((await stats(page)).steps, 5);
        assert.ok(await shadow(page, '.board').isVisible());
        assert.deepEqual(takeErrors(), [], 'no errors while it runs');
        await page.close();
      });
    }

    // Issue 18: a blog's policy without 'wasm-unsafe-eval'. The browser's own text names
    // 'unsafe-eval', which would allow every eval; each element must name the one keyword to add,
    // and not go on saying that it is loading.
    test('a policy without \'wasm-unsafe-eval\': each element names exactly that keyword, and no stale "Loading"', async () => {
      const page = await open(`${server.url}tests/fixtures/csp-no-wasm.html`, undefined, {
        ready: false,
        before: (p) =>
          p.addInitScript(() => {
            window.__invalid = [];
            document.addEventListener('sudoku-invalid', (e) => window.__invalid.push(/** @type {CustomEvent} */ (e).detail.message));
          }),
      });
      const settled = await page.evaluate(() =>
        Promise.all(
          ['sudoku-stepper', 'sudoku-compare'].map(async (tag) => {
            const el = /** @type {HTMLElement & { ready: Promise<void> }} */ (document.querySelector(tag));
            await customElements.whenDefined(tag);
            return el.ready.then(
              () => 'resolved',
              (e) => String(e.message),
            );
          }),
        ),
      );
      // An element whose engine fails before its controller is built says so (and fires the
      // event) once the controller is there, which can be after `ready` has rejected: wait for
      // both events, then a few frames more, so that a third would be seen too, and read what
      // each shows only then.
      await page.waitForFunction(() => window.__invalid.length >= 2, undefined, { timeout: 10_000 }).catch(() => {});
      await frames(page, 6);
      const said = await page.evaluate(() =>
        ['sudoku-stepper', 'sudoku-compare'].map((tag) => {
          const root = /** @type {ShadowRoot} */ (document.querySelector(tag)?.shadowRoot);
          const message = [...root.querySelectorAll('[part~="message"]')].find((m) => !(/** @type {HTMLElement} */ (m).hidden));
          return { message: message?.textContent ?? '', text: root.textContent ?? '' };
        }),
      );
      const invalid = await page.evaluate(() => window.__invalid);
      await shot(page, 'csp-no-wasm');
      for (const [i, tag] of ['sudoku-stepper', 'sudoku-compare'].entries()) {
        assert.notEqual(settled[i], 'resolved', `${tag}: ready rejects`);
        assert.match(said[i].message, /add 'wasm-unsafe-eval' to its script-src/, `${tag} shows what to add: ${said[i].message}`);
        assert.equal(settled[i], said[i].message, `${tag}: ready rejects with the message shown`);
        assert.doesNotMatch(said[i].text, /'unsafe-eval'/, `${tag} never names 'unsafe-eval'`);
        assert.doesNotMatch(said[i].text, /Loading the solver/, `${tag} no longer says it is loading`);
      }
      assert.equal(invalid.length, 2, 'sudoku-invalid once per element');
      assert.ok(
        invalid.every((m) => m === said[0].message),
        'with the same message',
      );
      // The browser reports the blocked compile itself; nothing else went wrong.
      const errors = takeErrors();
      assert.ok(
        errors.some((e) => e.startsWith('csp: script-src')),
        `the browser reported the violation: ${errors.join(' | ')}`,
      );
      assert.deepEqual(
        errors.filter((e) => !/^csp: script-src|unsafe-eval|Content Security Policy/i.test(e)),
        [],
        'no other error',
      );
      await page.close();
    });
  },
  { timeout: 10_000 },
);
