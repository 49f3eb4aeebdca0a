// Issue 19: <sudoku-stepper>'s messages echo at most 100 characters of a value (the CLI's rule),
// speeds below 0.1 steps/s and numbers not in plain decimal notation are refused, and a message
// goes when its attribute is removed or becomes valid.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { suite } from './harness.mjs';
import { EASY, host, shadow } from './helpers.mjs';

const message = async (page) => ((await shadow(page, '.message').isVisible()) ? (await shadow(page, '.message').textContent()).trim() : '');

/** Sets (or, with null, removes) an attribute and waits until what it changed is drawn. */
async function setAttr(page, name, value) {
  await host(page).evaluate((el, [n, v]) => (v == null ? el.removeAttribute(n) : el.setAttribute(n, v)), [name, value]);
  await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.stats.status !== 'loading');
}

suite('what the element says of a bad value', ({ open, server }) => {
  test('a 1 MB value is echoed as its first 100 characters and …, for every attribute', async () => {
    const page = await open(`${server.url}embed.html?puzzle=${EASY}&open-link=off`);
    // `q` repeated is a parameter name the engine quotes back; the others are bad as they are.
    for (const [name, unit] of [
      ['strategy', 'x'],
      ['params', 'q'],
      ['speed', 'x'],
      ['at-step', 'x'],
      ['controls', 'x'],
      ['theme', 'x'],
      ['panels', 'x'],
      ['loop', 'x'],
      ['open-link', 'x:'],
    ]) {
      await host(page).evaluate((el, [n, u]) => el.setAttribute(n, u.repeat(1_000_000 / u.length)), [name, unit]);
      await page.waitForFunction(() => document.querySelector('sudoku-stepper')?.stats.status !== 'loading');
      const said = await message(page);
      assert.ok(said.length > 0 && said.length < 600, `${name}: ${said.length} characters: ${said.slice(0, 300)}`);
      assert.ok(said.includes(`${unit.repeat(100 / unit.length)}…`), `${name}: ${said.slice(0, 300)}`);
      await setAttr(page, name, null);
    }
  });

  test('speed below 0.1 steps/s and numbers not in plain decimal notation are refused', async () => {
    const page = await open(`${server.url}embed.html?puzzle=${EASY}&open-link=off&step=0x10`);
    assert.equal(await host(page).evaluate((el) => el.stats.steps), 0, 'at-step=0x10 is not step 16');
    assert.match(await message(page), /at-step "0x10" is not a step number: use a whole number ≥ 0 in decimal digits/i);
    for (const bad of ['1e-300', '0.05', '0x10', '1e3']) {
      await setAttr(page, 'speed', bad);
      assert.equal(await host(page).evaluate((el) => el.speed), 10, `speed=${bad} keeps the speed in use`);
      assert.match(await message(page), new RegExp(`speed "${bad}" is not a speed: use steps per second as a decimal number from 0\\.1`, 'i'));
    }
    await setAttr(page, 'speed', '0.1');
    assert.equal(await host(page).evaluate((el) => el.speed), 0.1);
    for (const bad of ['1e1', '+3', '0b11']) {
      await setAttr(page, 'at-step', bad);
      assert.match(await message(page), /at-step .* is not a step number/i, `at-step=${bad}`);
    }
  });

  test('a message goes when its attribute is removed or becomes valid', async () => {
    const page = await open(`${server.url}embed.html?puzzle=${EASY}&open-link=off`);
    const cases = [
      ['at-step', 'abc', null],
      ['at-step', '0x10', '3'],
      ['speed', '1e-300', null],
      ['speed', 'abc', '5'],
      ['controls', 'zz', null],
      ['theme', 'zz', 'dark'],
      ['panels', 'zz', null],
      ['loop', 'zz', '1:4'],
      ['open-link', 'javascript:x', null],
      ['strategy', 'nope', null],
      ['strategy', 'nope', 'dlx'],
      ['params', 'q=2', null],
      ['params', 'q=2', ''],
      ['puzzle', '123', EASY],
    ];
    for (const [name, bad, good] of cases) {
      await setAttr(page, name, bad);
      assert.notEqual(await message(page), '', `${name}="${bad}" is said`);
      await setAttr(page, name, good);
      assert.equal(await message(page), '', `${name}: ${bad} → ${good}`);
      await host(page).evaluate((el) => el.pause());
    }
  });
});
