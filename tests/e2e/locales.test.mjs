// The translations and the colours, checked without a browser: scripts/check-locales.mjs (every
// English key in every language, same placeholders), web/locales/index.json (the list of
// languages) matching the files, the lesson texts (web/lessons/locales/, same check, same
// languages), and scripts/check-contrast.mjs (WCAG AA in both themes).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, mkdtempSync, copyFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './helpers.mjs';
import { checkContrast } from '../../scripts/check-contrast.mjs';

const LOCALES = join(ROOT, 'web', 'locales');

test('scripts/check-locales.mjs passes: every English key in every language', () => {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'check-locales.mjs')], { encoding: 'utf8' });
  assert.equal(r.status, 0, `check-locales failed:\n${r.stdout}\n${r.stderr}`);
});

test('check-locales fails on a wrong variant from the terminology table, a slash plural and a missing table', () => {
  const dir = mkdtempSync(join(tmpdir(), 'locales-'));
  try {
    for (const f of readdirSync(LOCALES).filter((f) => f.endsWith('.json'))) copyFileSync(join(LOCALES, f), join(dir, f));
    const run = () => spawnSync(process.execPath, [join(ROOT, 'scripts', 'check-locales.mjs'), dir], { encoding: 'utf8' });
    assert.equal(run().status, 0, 'the copy passes');
    const edit = (file, key, text) => {
      const data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      data.ui[key] = text;
      writeFileSync(join(dir, file), JSON.stringify(data));
    };
    edit('it.json', 'a11y.removable', 'giocabile: togli una pietra');
    let r = run();
    assert.equal(r.status, 1);
    assert.match(r.stderr, /it\.json: ui › "a11y\.removable": "pietra" is a wrong variant for stone/);
    edit('nl.json', 'board.bonus', 'Bonus: weg te nemen steen/stenen: {n}');
    edit('en.json', 'board.bonus', 'Bonus: {n} stone(s) to remove');
    r = run();
    assert.match(r.stderr, /nl\.json: ui › "board\.bonus": .*slash plural/);
    assert.match(r.stderr, /en\.json ui › "board\.bonus": slash plural/);
    assert.match(r.stderr, /nl\.json: ui › "board\.bonus": "steen" is a wrong variant/);
    edit('ru.json', 'say.capture', '{player}: захват из лунки {hole}: {n}.');
    assert.match(run().stderr, /ru\.json: ui › "say\.capture": "захват" is a wrong variant for capture; use взятие/);
    // A language without a terminology table fails too.
    copyFileSync(join(dir, 'it.json'), join(dir, 'xx.json'));
    assert.match(run().stderr, /xx\.json: no terminology table/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('web/locales/index.json lists exactly the locale files, each with its own name', () => {
  const list = JSON.parse(readFileSync(join(LOCALES, 'index.json'), 'utf8'));
  const files = readdirSync(LOCALES).filter((f) => f.endsWith('.json') && f !== 'index.json').map((f) => f.slice(0, -5)).sort();
  assert.deepEqual(list.map((l) => l.code).sort(), files);
  for (const l of list) assert.ok(typeof l.name === 'string' && l.name.trim(), `${l.code} has a name`);
  for (const code of ['en', 'it', 'nl', 'ru']) assert.ok(files.includes(code), `${code}.json exists`);
});

test('the lesson texts (web/lessons/locales/) pass scripts/check-locales.mjs, one file per page language', () => {
  const lessons = join(ROOT, 'web', 'lessons', 'locales');
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'check-locales.mjs'), lessons], { encoding: 'utf8' });
  assert.equal(r.status, 0, `check-locales failed on the lesson texts:\n${r.stdout}\n${r.stderr}`);
  assert.equal(r.stderr, '', 'no warnings: no lesson text that English lacks');
  const page = readdirSync(LOCALES).filter((f) => f.endsWith('.json') && f !== 'index.json').sort();
  assert.deepEqual(readdirSync(lessons).filter((f) => f.endsWith('.json')).sort(), page);
});

test('the rules texts (web/locales/rules/) pass scripts/check-locales.mjs, one file per page language, each game named in both', () => {
  const rules = join(LOCALES, 'rules');
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'check-locales.mjs')], { encoding: 'utf8' });
  assert.match(r.stdout, /4 locale file\(s\) in web\/locales\/rules agree with en\.json/, 'the default run checks the rules folder too');
  const page = readdirSync(LOCALES).filter((f) => f.endsWith('.json') && f !== 'index.json').sort();
  assert.deepEqual(readdirSync(rules).filter((f) => f.endsWith('.json')).sort(), page);
  for (const file of page) {
    const words = JSON.parse(readFileSync(join(LOCALES, file), 'utf8')).games;
    const texts = JSON.parse(readFileSync(join(rules, file), 'utf8')).games;
    assert.deepEqual(Object.keys(texts), Object.keys(words), `${file}: the same games, in the same order`);
    for (const g of Object.values(texts)) assert.deepEqual(Object.keys(g).sort(), ['intro', 'rules', 'sources'], file);
    for (const g of Object.values(words)) assert.ok(!('rules' in g), `${file}: the rules are not in the first visit's file`);
  }
  // a rules text missing in one language fails the default run
  const dir = mkdtempSync(join(tmpdir(), 'locales-'));
  try {
    for (const f of page) copyFileSync(join(rules, f), join(dir, f));
    const run = () => spawnSync(process.execPath, [join(ROOT, 'scripts', 'check-locales.mjs'), dir], { encoding: 'utf8' });
    assert.equal(run().status, 0, 'the copy passes');
    const nl = JSON.parse(readFileSync(join(rules, 'nl.json'), 'utf8'));
    delete nl.games.nsolo.sources;
    writeFileSync(join(dir, 'nl.json'), JSON.stringify(nl));
    const bad = run();
    assert.equal(bad.status, 1);
    assert.match(bad.stderr, /nl\.json: games › nsolo › sources/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('colour contrast meets WCAG AA in both themes (scripts/check-contrast.mjs)', () => {
  const { rows, failures } = checkContrast(readFileSync(join(ROOT, 'web', 'css', 'mancala.css'), 'utf8'));
  assert.ok(rows.length >= 60, 'pairs of both themes and every board were checked');
  assert.deepEqual(failures.map((f) => `${f.theme}: ${f.what} ${f.ratio.toFixed(2)}`), []);
});
