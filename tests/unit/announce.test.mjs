// "What just happened?" and the live region (web/js/announce.js) tell a move from the engine's
// account alone. Checked over every move of seeded random games with the real wasm module: a
// capture, or two, is said hole by hole; three or more one after another (Adji-Boto's chain) in
// one sentence with their number and the seeds they took (a tester's game had nine sentences,
// which pushed the game's end panel off the screen).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as wasm from '../../web/pkg/mancala_wasm.js';
import { describeMove, endSentence } from '../../web/js/announce.js';
import { rng } from '../rng.mjs';

wasm.initSync({ module: readFileSync(new URL('../../web/pkg/mancala_wasm_bg.wasm', import.meta.url)) });
const en = JSON.parse(readFileSync(new URL('../../web/locales/en.json', import.meta.url), 'utf8')).ui;
const t = (key, vars = {}) => en[key].replace(/\{(\w+)\}/g, (_, k) => String(vars[k]));

/** The runs of captures one after another in an account: [[count, …], …]. */
function runs(events) {
  const out = [];
  let run = [];
  for (const e of events) {
    if (e.kind === 'capture') run.push(e.count);
    else if (run.length) { out.push(run); run = []; }
  }
  if (run.length) out.push(run);
  return out;
}

for (const [config, games] of [['adji-boto', 60], ['ayoayo', 20], ['nsolo.8', 10]]) {
  test(`${config}: captures are said one by one, or three and more in one sentence`, () => {
    const rand = rng(7 + config.length);
    let chains = 0;
    let singles = 0;
    for (let n = 0; n < games; n++) {
      const g = wasm.Game.create(config);
      try {
        for (let ply = 0; !g.result() && ply < 400; ply++) {
          const legal = g.legalMoves();
          const by = g.toMove();
          const events = g.play(legal[Math.floor(rand() * legal.length)]);
          const said = describeMove(events, { by, stores: Array.from(g.stores()), nsolo: config.startsWith('nsolo'), t });
          const one = (said.match(/captured from hole /g) || []).length;
          const many = [...said.matchAll(/captured from (\d+) holes, one after another: (\d+)\./g)];
          const expect = runs(events);
          assert.equal(one, expect.filter((r) => r.length <= 2).reduce((a, r) => a + r.length, 0), said);
          assert.deepEqual(many.map((m) => [Number(m[1]), Number(m[2])]),
            expect.filter((r) => r.length > 2).map((r) => [r.length, r.reduce((a, c) => a + c, 0)]), said);
          chains += many.length;
          singles += one;
        }
      } finally {
        g.free();
      }
    }
    assert.ok(singles > 0, 'captures said hole by hole');
    if (config === 'adji-boto') assert.ok(chains > 0, 'a chain of three or more was met');
  });
}

test('a game\'s end: said whole or left out (a resignation, the move, stays); its sentence without its "Game over." (under a status line that says it)', () => {
  const g = wasm.Game.load('ayoayo_m0.6');
  try {
    const by = g.toMove();
    const events = g.play('resign');
    const opts = { by, stores: g.stores(), t, has: (k) => k in en };
    const whole = describeMove(events, opts);
    assert.match(whole, /^Game over\. Player 2 wins\. Why it ended: Player 1 resigned\.$/);
    // without the result, the resignation is still the move itself
    assert.equal(describeMove(events, { ...opts, end: false }), 'Player 1 resigned.');
    const result = g.result();
    assert.equal(endSentence(result, g.stores(), by, { t, has: opts.has }), 'Game over. Player 2 wins. Why it ended: Player 1 resigned.');
    assert.equal(endSentence(result, g.stores(), by, { t, has: opts.has, heading: false }), 'Player 2 wins. Why it ended: Player 1 resigned.');
  } finally {
    g.free();
  }
});

// A tester's: a capture that empties the opponent's row, the mover's one seed left unable to
// reach it, was said "neither player can move" with that seed on the board. Both feeding ends
// name the player whose row is empty and the one who cannot feed it.
test('Ayoayo\'s feeding ends name the empty row\'s owner and the player who cannot feed it', () => {
  const opts = { t, has: (k) => k in en };
  for (const [position, move, reason, said] of [
    // player 1's capture empties player 2's row; his seed in hole 2 cannot reach it
    ['ayoayo_0_1.0.1.0x7.3.0_20.23', '0', 'mover-cannot-feed', 'Game over. Player 1 wins, 25 to 23. Why it ended: Player 2\'s row is empty and Player 1 has no move that leaves seeds in it.'],
    // player 2 sows his last seed away; player 1 cannot feed him
    ['ayoayo_1_0.0.0.1.0x7.1_23.23_l0', '11', 'cannot-feed', 'Game over. Player 2 wins, 25 to 23. Why it ended: Player 2\'s row is empty and Player 1 has no move that leaves seeds in it.'],
  ]) {
    const g = wasm.Game.load(position);
    try {
      const by = g.toMove();
      const events = g.play(move);
      assert.equal(g.result().reason, reason, position);
      assert.equal(endSentence(g.result(), g.stores(), by, opts), said);
      assert.ok(describeMove(events, { by, stores: g.stores(), ...opts }).endsWith(` ${said}`), 'what just happened says it too');
    } finally {
      g.free();
    }
  }
});

// A relay's laps are counted with the move's own (a lesson says "you sowed a second lap" where
// "Relay laps: 1" stood beside it, which a learner read as a contradiction): the sentence says
// one more than the account's last lap number, and nothing for a move of one lap.
for (const [config, games] of [['ayoayo', 10], ['nsolo.8', 5]]) {
  test(`${config}: the laps sown, the move's own counted`, () => {
    const rand = rng(23 + config.length);
    let relays = 0;
    let single = 0;
    for (let n = 0; n < games; n++) {
      const g = wasm.Game.create(config);
      try {
        for (let ply = 0; !g.result() && ply < 300; ply++) {
          const legal = g.legalMoves();
          const by = g.toMove();
          const events = g.play(legal[Math.floor(rand() * legal.length)]);
          const lifts = events.filter((e) => e.kind === 'lift');
          if (!lifts.length) continue;
          const words = describeMove(events, { by, stores: Array.from(g.stores()), nsolo: config.startsWith('nsolo'), t });
          const said = /Laps sown: (\d+)\./.exec(words);
          const last = Math.max(...lifts.map((e) => e.lap));
          if (last === 0) {
            single += 1;
            assert.equal(said, null, `one lap, no count: ${words}`);
          } else {
            relays += 1;
            assert.equal(Number(said?.[1]), last + 1, `laps ${lifts.map((e) => e.lap)}: ${words}`);
          }
        }
      } finally {
        g.free();
      }
    }
    assert.ok(relays > 10 && single > 10, `relays ${relays}, single laps ${single}`);
  });
}

// Ayoayo's capturing seed goes to the store with the seeds it captured; told as a capture from
// the mover's own hole ("captured from hole 1 from the right in the bottom row: 1") a learner
// read it as a capture from his own row. It is said as the last seed going to the store too.
test('ayoayo: the capturing seed is said as the last seed going to the store, not as a capture from the own row', () => {
  const has = (key) => Object.prototype.hasOwnProperty.call(en, key);
  const rand = rng(41);
  let seen = 0;
  for (let n = 0; n < 20; n++) {
    const g = wasm.Game.create('ayoayo');
    try {
      for (let ply = 0; !g.result() && ply < 300; ply++) {
        const legal = g.legalMoves();
        const by = g.toMove();
        const events = g.play(legal[Math.floor(rand() * legal.length)]);
        const caps = events.filter((e) => e.kind === 'capture');
        if (!caps.length) continue;
        const words = describeMove(events, { by, stores: Array.from(g.stores()), t, has });
        const lastSow = events.filter((e) => e.kind === 'sow').at(-1)?.hole;
        // the rules' account: the seeds opposite, then the one seed where the last fell
        assert.equal(caps.length, 2, JSON.stringify(caps));
        assert.equal(caps[1].hole, lastSow);
        assert.equal(caps[1].count, 1);
        assert.ok(words.includes(`captured from hole ${caps[0].hole}: ${caps[0].count}.`), words);
        assert.ok(words.includes(t('say.captureLast', { player: t(`player.${by}`) })), words);
        assert.equal((words.match(/captured from hole /g) || []).length, 1, words);
        seen += 1;
      }
    } finally {
      g.free();
    }
  }
  assert.ok(seen > 10, `captures seen: ${seen}`);
});

// A tablet tester's: Nsolo's end read "Why it ended: the loser has no stones left."; the side
// without stones is named, in every language.
test('Nsolo\'s end names the side left without stones, in four languages', () => {
  for (const [lang, winner, want] of [['en', 0, /Why it ended: Player 2 has no stones left\.$/], ['en', 1, /Player 1 has no stones left/],
    ['it', 0, /al Gio\u00adca\u00adtore 2 non restano sassi/], ['nl', 1, /Speler 1 heeft geen steentjes meer/], ['ru', 0, /Игрок 2 остался без камней/]]) {
    const ui = JSON.parse(readFileSync(new URL(`../../web/locales/${lang}.json`, import.meta.url), 'utf8')).ui;
    const tl = (key, vars = {}) => ui[key].replace(/\{(\w+)\}/g, (_, k) => String(vars[k]));
    const said = endSentence({ winner, reason: 'no-stones-left' }, [30, 24], winner, { nsolo: true, t: tl, has: (k) => k in ui });
    assert.match(said, want, `${lang}: ${said}`);
  }
});

// A beginner read "seeds: 9" beside an Adji-Boto hole that showed 10 as a mistake: the sowing's
// sentence says the seeds lifted, and in Adji-Boto that one stays in the hole (rules.md: "lifts
// all but one"). Checked against the board before each move, not the account alone.
test('a sowing says the seeds lifted; Adji-Boto\'s says one stays in the hole', () => {
  const rand = rng(11);
  for (const config of ['adji-boto', 'ayoayo']) {
    const g = wasm.Game.create(config);
    let sowings = 0;
    try {
      for (let ply = 0; !g.result() && ply < 200; ply++) {
        const legal = g.legalMoves();
        const by = g.toMove();
        const before = g.holes();
        const mv = legal[Math.floor(rand() * legal.length)];
        const events = g.play(mv);
        const said = describeMove(events, { by, stores: Array.from(g.stores()), leaveOne: g.gameId() === 'adji-boto', t });
        if (!/^\d+$/.test(mv)) continue;
        const m = said.match(/^Player [12] sowed from hole (\d+), seeds lifted: (\d+)( \(one stays in the hole\))?\./);
        assert.ok(m, said);
        assert.equal(Number(m[1]), Number(mv), said);
        const left = config === 'adji-boto' ? 1 : 0;
        assert.equal(Number(m[2]), before[Number(mv)] - left, `${said} (the hole held ${before[Number(mv)]})`);
        assert.equal(!!m[3], left === 1, said);
        sowings += 1;
      }
    } finally {
      g.free();
    }
    assert.ok(sowings > 10, `${config}: sowings met`);
  }
});
