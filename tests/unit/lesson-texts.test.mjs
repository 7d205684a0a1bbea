// The lesson texts read as one message without saying a thing twice (docs/lessons.md, "The
// texts"). A refused move is told as `error.move` with the rules' reason (`refuse.<name>`),
// then the step's `refused` text, then its `retry` line; a legal move that is not the step's as
// `lesson.other`, then `retry`. So `refused` keeps only what it adds to the reason, and neither
// it nor `lesson.other` says again what the `retry` line says. Checked in every language, as a
// run of three words that two of these texts share, or of two long words (five letters or more:
// Russian says the same thing in another order), case, punctuation and apostrophes aside.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';

const dir = new URL('../../web/lessons/', import.meta.url);
const json = (p) => JSON.parse(readFileSync(new URL(p, dir), 'utf8'));
const games = ['adji-boto', 'nsolo', 'ayoayo'].map((g) => json('steps.json')[g]);
const langs = readdirSync(new URL('locales/', dir)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));

const words = (s) => String(s || '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
/** The runs of three words, or of two long words, that `a` and `b` share. */
function shared(a, b) {
  const runs = (s) => {
    const w = words(s);
    const three = w.slice(2).map((_, i) => w.slice(i, i + 3).join(' '));
    const two = w.slice(1).map((_, i) => w.slice(i, i + 2)).filter((p) => p.every((x) => x.length >= 5)).map((p) => p.join(' '));
    return new Set([...three, ...two]);
  };
  const rb = runs(b);
  return [...runs(a)].filter((r) => rb.has(r));
}

test('the check sees a repetition (the opening refusal as it once was)', () => {
  assert.deepEqual(shared('this hole was already played in the opening', 'Each hole is played once in the opening, and that one has been.'), ['in the opening']);
  assert.deepEqual(shared('That move is allowed, but it is not the one this step is about.', 'This step is about the marked hole: try it.'), ['this step is', 'step is about']);
  assert.deepEqual(shared("l'apertura è finita", "Nell'apertura è finita la mossa"), ['apertura è finita']);
  assert.deepEqual(shared('сначала бонус: снимите камни соперника', 'Сначала бонус: пока вы должны снимать камни соперника.'), ['сначала бонус', 'камни соперника']);
  assert.deepEqual(shared('a single stone moves only when you have no hole with two or more', 'Here some of your holes hold 2 stones or more.'), []);
});

test('every language: a refusal\'s and a wrong move\'s texts do not repeat the rules\' reason or the retry line', () => {
  assert.deepEqual(langs.sort(), ['en', 'it', 'nl', 'ru']);
  const problems = [];
  for (const lang of langs) {
    const texts = json(`locales/${lang}.json`);
    // the reasons are the page's words (web/locales/), the rest the lessons' own
    const ui = { ...JSON.parse(readFileSync(new URL(`../../web/locales/${lang}.json`, import.meta.url), 'utf8')).ui, ...texts.ui };
    for (const lesson of games) {
      for (const step of lesson.steps) {
        const t = texts.games[lesson.game].steps[step.id] || {};
        const where = `${lang} ${lesson.game}/${step.id}`;
        for (const reason of new Set((step.refuse || []).map((r) => r.reason))) {
          assert.ok(ui[`refuse.${reason}`], `${where}: no words for refuse.${reason}`);
          const said = shared(ui[`refuse.${reason}`], t.refused);
          if (said.length) problems.push(`${where}: refused repeats refuse.${reason}: ${said.join(' | ')}`);
        }
        if (step.kind !== 'play') continue;
        const other = shared(ui['lesson.other'], t.retry);
        if (other.length) problems.push(`${where}: lesson.other and retry share ${other.join(' | ')}`);
        if (t.refused) {
          const again = shared(t.refused, t.retry);
          if (again.length) problems.push(`${where}: refused and retry share ${again.join(' | ')}`);
        }
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('the opponent is named without a gender ("your opponent", "they"): every English text, and Ayoayo\'s pass and feed steps in every language', () => {
  const enGames = json('locales/en.json').games;
  for (const [game, g] of Object.entries(enGames)) {
    for (const [step, texts] of Object.entries(g.steps || {})) {
      for (const [kind, text] of Object.entries(texts)) assert.doesNotMatch(text, /\b(he|him|his)\b/i, `en ${game} ${step}.${kind}: ${text}`);
    }
  }
  // the pronouns that gave the opponent a gender there once ("him", "his row")
  const gendered = { en: /\b(he|him|his)\b/i, it: /\b(gli|lui)\b/i, nl: /\b(hij|hem|zijn)\b/i, ru: /(^|[^\p{L}])(ему|его|он)([^\p{L}]|$)/iu };
  for (const lang of langs) {
    const steps = json(`locales/${lang}.json`).games.ayoayo.steps;
    for (const step of ['pass', 'feed']) {
      for (const [kind, text] of Object.entries(steps[step])) assert.doesNotMatch(text, gendered[lang], `${lang} ayoayo ${step}.${kind}: ${text}`);
    }
  }
});

test('Ayoayo\'s skip-origin says plainly what happened: the move ended in its own hole (no "may")', () => {
  const en = json('locales/en.json').games.ayoayo.steps['skip-origin'].done;
  assert.doesNotMatch(en, /\bmay\b/);
  assert.match(en, /that very hole/);
});

// A step that names its hole by its count ("the marked hole with 2 seeds") must name one hole:
// the landing-hole step once marked two holes of 2 seeds (a tester's report). The count is read
// from the step's position in the notation (holes are its third field, `0x3` three empty ones).
test('a step naming "the marked hole with N seeds" marks exactly one hole holding N', () => {
  const en = json('locales/en.json').games;
  const holesOf = (position) => position.split('_')[2].split('.').flatMap((f) => {
    const [n, times] = f.split('x').map(Number); // `4x3`: three holes of 4 (docs/notation.md)
    return Array(times ?? 1).fill(n);
  });
  let named = 0;
  for (const game of games) {
    for (const step of game.steps) {
      const text = en[game.game ?? game.id]?.steps?.[step.id]?.try || '';
      const m = /the marked hole with (\d+) (?:seeds?|stones?)/.exec(text);
      if (!m || !step.position || !Array.isArray(step.highlight)) continue;
      named += 1;
      const holes = holesOf(step.position);
      const alike = step.highlight.filter((h) => holes[h] === Number(m[1]));
      assert.equal(alike.length, 1, `${step.id}: marked ${JSON.stringify(step.highlight.map((h) => holes[h]))}, text "${m[0]}"`);
    }
  }
  assert.ok(named >= 1, 'the check met a step that names its hole by its count');
});
