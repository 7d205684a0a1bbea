// The translations and the colours, checked without a browser: scripts/check-locales.mjs (every
// English key in every language, same placeholders), web/locales/index.json (the list of
// languages) matching the files, and scripts/check-contrast.mjs (WCAG AA in both themes).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './helpers.mjs';
import { checkContrast } from '../../scripts/check-contrast.mjs';

const LOCALES = join(ROOT, 'web', 'locales');

test('scripts/check-locales.mjs passes: every English key in every language', () => {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'check-locales.mjs')], { encoding: 'utf8' });
  assert.equal(r.status, 0, `check-locales failed:\n${r.stdout}\n${r.stderr}`);
});

test('web/locales/index.json lists exactly the locale files, each with its own name', () => {
  const list = JSON.parse(readFileSync(join(LOCALES, 'index.json'), 'utf8'));
  const files = readdirSync(LOCALES).filter((f) => f.endsWith('.json') && f !== 'index.json').map((f) => f.slice(0, -5)).sort();
  assert.deepEqual(list.map((l) => l.code).sort(), files);
  for (const l of list) assert.ok(typeof l.name === 'string' && l.name.trim(), `${l.code} has a name`);
  for (const code of ['en', 'it', 'nl', 'ru']) assert.ok(files.includes(code), `${code}.json exists`);
});

test('colour contrast meets WCAG AA in both themes (scripts/check-contrast.mjs)', () => {
  const { rows, failures } = checkContrast(readFileSync(join(ROOT, 'web', 'css', 'mancala.css'), 'utf8'));
  assert.ok(rows.length >= 60, 'pairs of both themes and every board were checked');
  assert.deepEqual(failures.map((f) => `${f.theme}: ${f.what} ${f.ratio.toFixed(2)}`), []);
});
