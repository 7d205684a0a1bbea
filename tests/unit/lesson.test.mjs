// The lesson's policy (web/js/lesson.js) in Node: which step opens, the record a step loads,
// what a move means for the step, the refusal the rules name for each move a step expects a
// learner may try (played by the real rules module on the lessons' own data), the marks after a move, and the progress
// read with recovery from a corrupt save.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as wasm from '../../web/pkg/mancala_wasm.js';
import * as P from '../../web/js/lesson.js';
import { readLessonLink, lessonLink } from '../../web/js/lesson-link.js';

const json = (p) => JSON.parse(readFileSync(new URL(`../../web/lessons/${p}`, import.meta.url), 'utf8'));
const games = ['adji-boto', 'nsolo', 'ayoayo'].map((g) => json('steps.json')[g]);

before(() => {
  wasm.initSync({ module: readFileSync(new URL('../../web/pkg/mancala_wasm_bg.wasm', import.meta.url)) });
});

test('links: #learn/<game>/<step>', () => {
  assert.deepEqual(readLessonLink('learn/nsolo/relay'), { game: 'nsolo', step: 'relay' });
  assert.deepEqual(readLessonLink('learn/nsolo'), { game: 'nsolo', step: null });
  assert.deepEqual(readLessonLink('learn/zz/'), { game: 'zz', step: null });
  for (const bad of ['', 'ayoayo_m2', 'learn', 'learn/', 'learn/Nsolo/x', 'learn/nsolo/a/b', 'xlearn/nsolo']) assert.equal(readLessonLink(bad), null, bad);
  assert.equal(lessonLink('ayoayo', 'feed'), 'learn/ayoayo/feed');
});

test('the step a lesson opens at: the named one, else the first not finished, else the first', () => {
  const [adji] = games;
  assert.equal(P.openingStep(adji, 'chain'), 4);
  assert.equal(P.openingStep(adji, 'no-such'), 0);
  assert.equal(P.openingStep(adji, null, ['leave-one', 'round-the-boat']), 2);
  assert.equal(P.openingStep(adji, null, adji.steps.map((s) => s.id)), 0);
});

test('every step: its record loads, its moves are "done", another legal move is "other", each refusal is named', () => {
  for (const lesson of games) {
    for (const step of lesson.steps) {
      const g = wasm.Game.load(P.stepRecord(step));
      try {
        for (const m of step.moves) assert.equal(P.judge(step, m), 'done');
        const other = Array.from(g.legalMoves()).find((m) => !step.moves.includes(m));
        if (other) assert.equal(P.judge(step, other), 'other', `${lesson.game}/${step.id}: ${other}`);
        for (const r of step.refuse || []) {
          let refused = null;
          try { g.play(r.move); } catch (e) { refused = e; }
          assert.equal(refused?.refusal, r.reason, `${lesson.game}/${step.id}: ${refused?.message}`);
        }
        const events = g.play(step.moves[0]);
        const marks = P.marksAfter(events);
        for (const [hole] of step.account.captures || []) assert.ok(marks.includes(hole), `${step.id}: a captured hole is marked`);
      } finally {
        g.free();
      }
    }
  }
});

test('progress: read with recovery from a corrupt save', () => {
  assert.deepEqual(P.readProgress(null), { finished: {}, problem: false });
  assert.deepEqual(P.readProgress('{"ayoayo":["sow","relay"]}'), { finished: { ayoayo: ['sow', 'relay'] }, problem: false });
  assert.deepEqual(P.readProgress('{not json'), { finished: {}, problem: true });
  assert.deepEqual(P.readProgress('[1,2]'), { finished: {}, problem: true });
  assert.deepEqual(P.readProgress('{"ayoayo":["sow",7,"BAD"],"nsolo":"x"}'), { finished: { ayoayo: ['sow'] }, problem: true });
  const { finished, text } = P.addFinished({ ayoayo: ['sow'] }, 'ayoayo', 'relay');
  assert.deepEqual(finished, { ayoayo: ['sow', 'relay'] });
  assert.deepEqual(P.readProgress(text), { finished, problem: false });
});
