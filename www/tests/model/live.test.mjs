// The live region's policy: every step at a slow speed, summaries when fast, at once on a stop.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SUMMARY_EVERY_MS, liveAnnouncement } from '../../model/live.js';

const input = (over) => ({ now: 0, status: 'running', fast: false, steps: 1, narration: 'step', summary: 'sum', banner: '', ...over });

test('slow: each new step is read out, and nothing when nothing changed', () => {
  let memory = { status: 'running', steps: 0, at: 0 };
  const said = [];
  for (let steps = 1; steps <= 5; steps++) {
    const r = liveAnnouncement(memory, input({ now: steps * 500, steps, narration: `step ${steps}` }));
    memory = r.memory;
    said.push(r.say);
  }
  assert.deepEqual(said, ['step 1', 'step 2', 'step 3', 'step 4', 'step 5']);
  assert.equal(liveAnnouncement(memory, input({ now: 9000, steps: 5 })).say, null);
});

test('fast: one summary every few seconds however many frames', () => {
  let memory = { status: 'running', steps: 0, at: 0 };
  let count = 0;
  // 60 frames a second for 12 s, thousands of steps each.
  for (let frame = 1; frame <= 720; frame++) {
    const r = liveAnnouncement(memory, input({ now: frame * 16.7, fast: true, steps: frame * 5000 }));
    memory = r.memory;
    if (r.say != null) {
      count++;
      assert.equal(r.say, 'sum');
    }
  }
  assert.ok(count <= Math.ceil(12000 / SUMMARY_EVERY_MS), `${count} announcements`);
  assert.ok(count >= 2);
});

test('a stop is announced at once: pause with a summary, the end with its banner', () => {
  const running = { status: 'running', steps: 100, at: 1000 };
  assert.equal(liveAnnouncement(running, input({ now: 1001, status: 'paused', fast: true, steps: 100 })).say, 'sum');
  assert.equal(
    liveAnnouncement(running, input({ now: 1001, status: 'solved', fast: true, steps: 180, banner: 'Solved in 180 steps' })).say,
    'Solved in 180 steps',
  );
});
