// The review's numbers in the page's language (web/js/review.js formatSeeds): a decimal comma
// in Italian, Dutch and Russian, the sign kept for evaluations, never "-0.0".

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { formatSeeds, swing, summarise, keptWin, fitsPosition, createReviewRun } from '../../web/js/review.js';
import * as wasm from '../../web/pkg/mancala_wasm.js';

wasm.initSync({ module: readFileSync(new URL('../../web/pkg/mancala_wasm_bg.wasm', import.meta.url)) });

test('seeds with one decimal in each language, the sign kept', () => {
  assert.equal(formatSeeds(0.75, 'en'), '0.8');
  for (const lang of ['it', 'nl', 'ru']) {
    assert.equal(formatSeeds(0.7, lang), '0,7', lang);
    assert.equal(formatSeeds(0.8, lang, { sign: true }), '+0,8', lang);
    assert.match(formatSeeds(-4, lang, { sign: true }), /^[-\u2212]4,0$/, lang);
  }
  assert.equal(formatSeeds(2.25, 'en', { sign: true }), '+2.3');
  assert.equal(formatSeeds(-0.5, 'en', { sign: true }), '-0.5');
  assert.equal(formatSeeds(0, 'ru', { sign: true }), '0,0');
  assert.equal(formatSeeds(-0.01, 'en', { sign: true }), '0.0', 'no sign on what rounds to zero');
  assert.equal(formatSeeds(-0.01, 'en'), '0.0');
  assert.equal(formatSeeds(1.5, 'not a language tag!'), '1.5');
});

// Testers' reports: "lost 14.0 seeds", "lost 13.5 stones" in the sentences, and then "lost 5
// seeds" in a sentence where the table said 4.5: a move's loss in a sentence is the table's
// figure without a ".0".
test('a move\'s loss in a sentence: the table\'s figure, without ".0"', () => {
  assert.equal(formatSeeds(14, 'en', { trim: true }), '14');
  assert.equal(formatSeeds(13.5, 'ru', { trim: true }), '13,5');
  assert.equal(formatSeeds(4.5, 'en', { trim: true }), formatSeeds(4.5, 'en'));
  assert.equal(formatSeeds(3.04, 'it', { trim: true }), '3');
});

// A tester's report: "lost 96 seeds" in a game of 48, and 15.4 stones lost a move on average in
// a game of 60: a move that gives away a proven win (or walks into a proven loss) counted the
// proven result as 100 seeds. Such a move is told by what it did, and its seeds (unknown) stay
// out of the average; it still counts as a mistake.
test('a mistake that changed a proven result, told apart; the average without it', () => {
  assert.equal(swing({ eval: null, win_for: 0, loss: 100 }, 0), 'win', 'a proven win given away: level after it');
  assert.equal(swing({ eval: null, win_for: 0, loss: 200 }, 0), 'win', 'a proven win given away: a proven loss after it');
  // a tester's: "gave away a won game" for a move still 19 seeds ahead by the evaluation, and
  // its mover won: the forced win was missed (the move played is not proven), no more
  assert.equal(swing({ eval: null, win_for: 0, loss: 81 }, 0), 'missed', 'a forced win missed, still ahead');
  assert.equal(swing({ eval: null, win_for: 0, loss: 97.5 }, 0), 'missed', 'a forced win missed, 2.5 seeds ahead');
  assert.equal(swing({ eval: null, win_for: 1, loss: 97.5 }, 0), null, 'already lost: not a win given away');
  assert.equal(swing({ eval: 2.5, win_for: null, loss: 102.5 }, 0), 'loss', 'into a proven loss (player 1)');
  assert.equal(swing({ eval: -2.5, win_for: null, loss: 102.5 }, 1), 'loss', 'into a proven loss (player 2: eval from player 1\'s view)');
  assert.equal(swing({ eval: 2.5, win_for: null, loss: 8 }, 0), null, 'seeds lost');
  assert.equal(swing({ eval: null, win_for: 0, loss: 1 }, 0), null, 'not a mistake');
  const s = summarise([{ eval: 0, loss: 0 }, { eval: null, win_for: 1, loss: 99 }, { eval: 1, loss: 4 }], [0, 1, 0]);
  assert.deepEqual(s, [{ moves: 2, mistakes: 1, loss: 2 }, { moves: 1, mistakes: 1, loss: 0 }]);
});

// A tester's report: "Player 1: moves: 28" counted three forced passes, lowering the seeds lost
// per move. A move without a choice (the review's `choices` 1: a pass, the one feeding move) is
// not judged; an answer without `choices` (kept by an older page) still counts.
test('a forced move is not judged: neither counted nor averaged', () => {
  const s = summarise([
    { eval: 0, loss: 2, choices: 4 },
    { eval: 0, loss: 0, choices: 1 }, // player 1's forced pass
    { eval: 0, loss: 0, choices: 1 }, // player 0's only feeding move
    { eval: 0, loss: 1, choices: 2 },
    { eval: 0, loss: 0 }, // no count: an answer kept from before
  ], [0, 1, 0, 1, 0]);
  assert.deepEqual(s, [{ moves: 2, mistakes: 0, loss: 1 }, { moves: 1, mistakes: 0, loss: 1 }]);
  assert.deepEqual(summarise([{ eval: 0, loss: 0, choices: 1 }], [1])[1], { moves: 0, mistakes: 0, loss: 0 }, 'nothing judged: "no move judged yet"');
});

// A tester's report: a row said "gave away a won game" and the next "Player 2 wins": the search
// of the position before had not proven the played move's win within its budget. A move after
// which its mover has a proven win lost nothing.
test('a move after which its mover has a proven win kept it: no loss, no swing', () => {
  const before = { eval: null, win_for: 1, win_in: 11, loss: 100, best: '7' }; // proven win for player 1, the move "lost" it
  assert.equal(swing(before, 1), 'win', 'on the position\'s own search');
  assert.equal(keptWin(before, { eval: null, win_for: 1, win_in: 19 }, 1), true, 'the next position proves the win');
  assert.equal(keptWin(before, { eval: null, win_for: 1, win_in: 0 }, 1), true, 'the move won the game');
  assert.equal(keptWin(before, { eval: 2.5, win_for: null, win_in: null }, 1), false, 'not proven after: told as before');
  assert.equal(keptWin(before, { eval: null, win_for: null, win_in: 4 }, 1), false, 'a proven draw: the win was given away');
  assert.equal(keptWin(before, { eval: null, win_for: 0, win_in: 9 }, 1), false);
  assert.equal(keptWin({ eval: 1, loss: 0 }, { eval: null, win_for: 1, win_in: 9 }, 1), false, 'nothing lost: nothing to settle');
});

// A tester edited the review's stored answers: "the better move, from hole 99, is marked on the
// board". A stored answer is used only where it can be the engine's for its position: its best
// move allowed there by the rules module, its count of choices theirs; else it is asked again.
test('a stored answer fits its position: the best move allowed there, the choices counted', () => {
  const ok = { eval: 1, best: '2', win_for: null, win_in: null, loss: 0, choices: 6 };
  assert.equal(fitsPosition(wasm.Game, 'ayoayo_m', ok), true);
  assert.equal(fitsPosition(wasm.Game, 'ayoayo_m', { ...ok, choices: undefined }), true, 'an answer stored before the count');
  assert.equal(fitsPosition(wasm.Game, 'ayoayo_m', { ...ok, best: '99' }), false, 'no hole 99');
  assert.equal(fitsPosition(wasm.Game, 'ayoayo_m', { ...ok, best: '7' }), false, 'the other side\'s hole');
  assert.equal(fitsPosition(wasm.Game, 'ayoayo_m', { ...ok, choices: 1 }), false, 'six moves, not one');
  assert.equal(fitsPosition(wasm.Game, 'ayoayo_m', { ...ok, best: null }), false, 'a game going on has a best move');
  const over = 'ayoayo_0_0.0.0.0.0.1.1.0.0.0.0.0_23.23_m5';
  assert.equal(fitsPosition(wasm.Game, over, { eval: null, best: null, win_for: null, win_in: 0, loss: null }), true, 'over: no move');
  assert.equal(fitsPosition(wasm.Game, 'chess_m', ok), false, 'a record the rules refuse');
});

// The run itself: a stored answer that does not fit its position is asked of the engine again,
// one that fits is used as it is (web/js/review.js createReviewRun's `fits`).
test('a review run asks the engine again for a stored answer that does not fit its position', async () => {
  const asked = [];
  const engine = { review: async (prefix) => { asked.push(prefix); return { eval: 0, best: '0', win_for: null, win_in: null, loss: 0, choices: 6 }; } };
  const stored = { eval: 1, best: '99', win_for: null, win_in: null, loss: 0 }; // "hole 99": edited
  const store = { get: () => stored, put: () => {}, flush: () => {} };
  const record = 'ayoayo_m2.8'; // (a record of its own: the run's memory cache is the page's)
  const run = createReviewRun({ engine, record, store, fits: (prefix, r) => fitsPosition(wasm.Game, prefix, r) });
  await run.done;
  assert.deepEqual(asked, ['ayoayo_m', 'ayoayo_m2', 'ayoayo_m2.8'], 'every position asked again');
  assert.ok(run.results.every((r) => r.best !== '99'));
  const kept = createReviewRun({ engine, record: 'ayoayo_m3.9', store: { ...store, get: (key) => (key.includes('ayoayo_m3.9 ') ? null : { ...stored, best: key.includes('_m3 ') ? '7' : '3' }) }, fits: (prefix, r) => fitsPosition(wasm.Game, prefix, r) });
  asked.length = 0;
  await kept.done;
  assert.deepEqual(asked, ['ayoayo_m3.9'], 'the stored answers that fit are used (hole 3 at the start, 7 for player 2 after 3)');
});
