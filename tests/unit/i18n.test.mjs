// The translator (web/js/i18n.js) in Node: the rules texts fetched apart (`loadRules`), merged
// into the games the locale lists only, fetched again after a failure; what stands in place of
// rules that have no text. `fetch` is replaced by one that answers from memory.

import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { createI18n } from '../../web/js/i18n.js';

const realFetch = globalThis.fetch;
afterEach(() => { globalThis.fetch = realFetch; });

/** A fetch that answers the rules file with `answers` in turn (an object: its JSON; a number: that status). */
function fakeFetch(answers) {
  const asked = [];
  globalThis.fetch = async (url) => {
    asked.push(String(url));
    const a = answers.shift();
    return typeof a === 'number' ? new Response('', { status: a }) : new Response(JSON.stringify(a), { status: 200 });
  };
  return asked;
}

const locale = () => ({
  ui: { 'rules.placeholder': 'The rules of {game} are coming.', 'rules.failed': 'Could not load.' },
  games: { ayoayo: { name: 'Ayoayo' }, nsolo: { name: 'Nsolo' } },
});

test('loadRules merges the texts into the games the locale lists, and nothing else', async () => {
  const asked = fakeFetch([{ games: { ayoayo: { rules: ['Sow.'] }, 'adji-boto': { rules: ['Leave one.'] }, toString: { rules: ['x'] }, nsolo: 'not an object' } }]);
  const i18n = createI18n(locale(), 'it');
  assert.deepEqual(i18n.games('ayoayo'), { name: 'Ayoayo' }, 'no rules before they are loaded');
  await i18n.loadRules();
  assert.match(asked[0], /locales\/rules\/it\.json$/);
  assert.deepEqual(i18n.games('ayoayo'), { name: 'Ayoayo', rules: ['Sow.'] });
  assert.deepEqual(i18n.games('nsolo'), { name: 'Nsolo' }, 'a malformed entry is left out');
  assert.deepEqual(i18n.games('adji-boto'), {}, 'a game the locale does not list gets no texts');
  assert.deepEqual(i18n.games('toString'), {}, "the object's own names only");
  assert.deepEqual(i18n.gameIds(), ['ayoayo', 'nsolo']);
  await i18n.loadRules();
  assert.equal(asked.length, 1, 'fetched once');
});

test('loadRules rejects when the texts cannot be fetched, and fetches again at the next call', async () => {
  const asked = fakeFetch([503, { games: { ayoayo: { rules: ['Sow.'] } } }]);
  const i18n = createI18n(locale(), 'en');
  await assert.rejects(i18n.loadRules(), /rules en: HTTP 503/);
  assert.equal(i18n.rulesMissing('Ayoayo', false), 'Could not load.');
  await i18n.loadRules();
  assert.equal(asked.length, 2);
  assert.deepEqual(i18n.games('ayoayo').rules, ['Sow.']);
  assert.equal(i18n.rulesMissing('Nsolo', true), 'The rules of Nsolo are coming.');
});

test('loadRules refuses a file without its "games" part', async () => {
  fakeFetch([{ ui: {} }]);
  await assert.rejects(createI18n(locale(), 'en').loadRules(), /no "games" section/);
});
