// The rules page without scripts (scripts/rules-static.mjs): web/rules.html's static block is
// what web/locales/en.json and web/locales/rules/en.json give today (a change to the English rules must rewrite it), and it
// holds every game's rules, under an id per game, inside a <noscript>.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { withStaticRules, staticRules, englishLocale } from '../../scripts/rules-static.mjs';

const page = readFileSync(new URL('../../web/rules.html', import.meta.url), 'utf8');
const en = englishLocale(); // web/locales/en.json with web/locales/rules/en.json's texts

test("web/rules.html's static rules are the English locale's (node scripts/rules-static.mjs rewrites them)", () => {
  assert.equal(withStaticRules(page, en), page);
});

test('the static block has each game, its heading and its rules, inside a <noscript>', () => {
  const block = staticRules(en);
  assert.match(block, /<noscript>[\s\S]*<\/noscript>/);
  const inner = block.slice(block.indexOf('<noscript>'), block.indexOf('</noscript>'));
  for (const [id, g] of Object.entries(en.games)) {
    assert.ok(inner.includes(`<section id="${id}">`), id);
    assert.ok(inner.includes(`<h1>How to play ${g.name}</h1>`), `${id}: heading`);
    const first = (Array.isArray(g.rules) ? g.rules : [g.rules]).find((x) => typeof x === 'string');
    const escaped = first.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    assert.ok(inner.includes(`<p>${escaped}</p>`), `${id}: the rules' first paragraph`);
  }
});
