#!/usr/bin/env node
// Checks the translations in web/locales/ (the page's words) and web/locales/rules/ (the games'
// introductions, rules and sources), each against its English file, en.json.
//
//   node scripts/check-locales.mjs [locales-dir]   (one folder: the lessons' web/lessons/locales/)
//
// Every key of en.json (the "ui" strings and the "games" texts, at any depth) must be
// present and non-empty in every other <lang>.json, with the same kind of value (text,
// list or group), and each text must use exactly the same {placeholders} as the English.
// Lists (paragraphs, rules, sources; an item may itself be a list of bullet texts) may
// differ in length, but not be empty and contain no empty item; placeholders are compared
// over the whole list. Keys that en.json lacks
// are reported as warnings.
//
// Wording, in every language: each <lang>.json needs its terminology table,
// docs/terms/<lang>.json (the word for seed, stone, hole, store, capture, … and the wrong
// variants to avoid), and no text may contain a listed wrong variant (a whole word, case
// ignored) or a slash plural ("stone(s)", "pietra/e", "steen/stenen": write a plural-free
// sentence instead, like "stones to remove: {n}").
//
// Exit status: 0 when all is well, 1 on any error, 2 when the check cannot run (no en.json,
// unreadable JSON). No dependencies.
//
//   node scripts/check-locales.mjs [locales-dir [terms-dir]]

import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
// The page's words (web/locales/) and the games' rules texts (web/locales/rules/), or one folder
const dirs = process.argv[2] ? [process.argv[2]] : [join(here, '..', 'web', 'locales'), join(here, '..', 'web', 'locales', 'rules')];
const termsDir = process.argv[3] || join(here, '..', 'docs', 'terms');

function load(file, from) {
  try {
    return JSON.parse(readFileSync(join(from, file), 'utf8'));
  } catch (e) {
    console.error(`check-locales: cannot read ${join(from, file)}: ${e.message}`);
    process.exit(2);
  }
}

/** Every text of a locale, with its path: [[keys, text], …]. */
function texts(v, keys = [], out = []) {
  if (typeof v === 'string') out.push([keys, v]);
  else if (Array.isArray(v)) v.forEach((w, i) => texts(w, [...keys, String(i)], out));
  else if (v && typeof v === 'object') for (const [k, w] of Object.entries(v)) texts(w, [...keys, k], out);
  return out;
}

// "stone(s)", "pietra/e", "steen/stenen": a plural left to the reader.
const SLASH_PLURALS = [/\p{L}\(\p{L}{1,4}\)/u, /\p{L}\/\p{L}/u];

/**
 * Checks the wording of one locale against its terminology table (docs/terms/<lang>.json):
 * no listed wrong variant, no slash plural. Returns the errors.
 */
function checkWording(file, data) {
  const errors = [];
  const lang = file.replace(/\.json$/, '');
  let table;
  try {
    table = JSON.parse(readFileSync(join(termsDir, `${lang}.json`), 'utf8'));
  } catch (e) {
    return [`no terminology table ${join(termsDir, `${lang}.json`)} (${e.code || e.message})`];
  }
  const rules = [];
  for (const term of Array.isArray(table.terms) ? table.terms : []) {
    const use = Array.isArray(term.use) ? term.use.join(', ') : String(term.use);
    for (const wrong of Array.isArray(term.wrong) ? term.wrong : []) {
      try {
        rules.push({ re: new RegExp(`(?<![\\p{L}\\p{N}])(?:${wrong})(?![\\p{L}\\p{N}])`, 'iu'), concept: term.concept, use });
      } catch (e) {
        errors.push(`terms/${lang}.json: bad pattern ${JSON.stringify(wrong)}: ${e.message}`);
      }
    }
  }
  if (rules.length === 0) errors.push(`terms/${lang}.json: no terms with wrong variants`);
  for (const [keys, text] of texts(data)) {
    for (const r of rules) {
      const m = r.re.exec(text);
      if (m) errors.push(`${path(keys)}: "${m[0]}" is a wrong variant for ${r.concept}; use ${r.use}`);
    }
    for (const re of SLASH_PLURALS) {
      const m = re.exec(text);
      if (m) errors.push(`${path(keys)}: slash plural near "${text.slice(Math.max(0, m.index - 12), m.index + 12)}"; write a plural-free sentence`);
    }
  }
  return errors;
}

const kind = (v) =>
  Array.isArray(v) ? 'list' : v !== null && typeof v === 'object' ? 'group' : typeof v === 'string' ? 'text' : 'other';

/** The sorted, de-duplicated {placeholder} names of a text or a list of texts. */
function placeholders(v) {
  const texts = Array.isArray(v) ? v.flat() : [v];
  const names = new Set();
  for (const t of texts) {
    if (typeof t !== 'string') continue;
    for (const m of t.matchAll(/\{(\w+)\}/g)) names.add(m[1]);
  }
  return [...names].sort();
}

const isBlank = (t) => typeof t !== 'string' || t.trim() === '';

/** Problems of a single value, whatever its language: empty texts, empty lists. */
function emptiness(v) {
  switch (kind(v)) {
    case 'text':
      return v.trim() === '' ? 'is empty' : null;
    case 'list':
      if (v.length === 0) return 'is an empty list';
      // An item is a paragraph (text) or a bullet list (a non-empty list of texts).
      if (v.some((item) => (Array.isArray(item) ? item.length === 0 || item.some(isBlank) : isBlank(item)))) {
        return 'has an empty or non-text item';
      }
      return null;
    case 'group':
      return null;
    default:
      return `is neither text, list nor group (${JSON.stringify(v)})`;
  }
}

const path = (keys) => keys.map((k) => (/^[\w-]+$/.test(k) ? k : JSON.stringify(k))).join(' › ');

/** Compares `other` against the English `ref` under `keys`, pushing to `errors` and `warnings`. */
function compare(ref, other, keys, errors, warnings) {
  const where = path(keys);
  if (other === undefined) {
    errors.push(`${where}: missing`);
    return;
  }
  const rk = kind(ref);
  const ok = kind(other);
  if (rk !== ok) {
    errors.push(`${where}: is a ${ok}, English has a ${rk}`);
    return;
  }
  const empty = emptiness(other);
  if (empty) {
    errors.push(`${where}: ${empty}`);
    return;
  }
  if (rk === 'group') {
    for (const k of Object.keys(ref)) compare(ref[k], other[k], [...keys, k], errors, warnings);
    for (const k of Object.keys(other)) {
      if (!Object.prototype.hasOwnProperty.call(ref, k)) warnings.push(`${path([...keys, k])}: not in en.json`);
    }
    return;
  }
  const a = placeholders(ref).join(', ');
  const b = placeholders(other).join(', ');
  if (a !== b) errors.push(`${where}: placeholders {${b}} differ from the English {${a}}`);
}

/**
 * Checks the English file on its own: every value non-empty, "ui" or "games" present (the rules
 * texts, web/locales/rules/, have only "games"), each a group.
 */
function checkEnglish(en, errors) {
  const parts = ['ui', 'games'].filter((part) => en && part in en);
  if (parts.length === 0) errors.push('en.json: no "ui" or "games" group');
  for (const part of parts) {
    if (kind(en[part]) !== 'group') errors.push(`en.json: "${part}" is not a group`);
  }
  const walk = (v, keys) => {
    const empty = emptiness(v);
    if (empty) errors.push(`en.json ${path(keys)}: ${empty}`);
    if (kind(v) === 'group') for (const [k, w] of Object.entries(v)) walk(w, [...keys, k]);
  };
  walk(en, []);
}

/** Checks one folder of locale files against its en.json; returns whether all is well. */
function checkDir(dir) {
  let files;
  try {
    // index.json is the list of languages (web/js/lang.js), not a locale
    files = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'index.json').sort();
  } catch (e) {
    console.error(`check-locales: cannot list ${dir}: ${e.message}`);
    process.exit(2);
  }
  if (!files.includes('en.json')) {
    console.error(`check-locales: ${dir} has no en.json`);
    process.exit(2);
  }

  const en = load('en.json', dir);
  let failed = false;
  const englishErrors = [];
  checkEnglish(en, englishErrors);
  for (const e of checkWording('en.json', en)) englishErrors.push(`en.json ${e}`);
  for (const e of englishErrors) console.error(`error: ${e}`);
  failed ||= englishErrors.length > 0;

  for (const file of files) {
    if (file === 'en.json') continue;
    const errors = [];
    const warnings = [];
    const data = load(file, dir);
    compare(en, data, [], errors, warnings);
    errors.push(...checkWording(file, data));
    for (const w of warnings) console.warn(`warning: ${file}: ${w}`);
    for (const e of errors) console.error(`error: ${file}: ${e}`);
    const status = errors.length ? `${errors.length} error(s)` : 'ok';
    console.log(`${file}: ${status}${warnings.length ? `, ${warnings.length} warning(s)` : ''}`);
    failed ||= errors.length > 0;
  }
  console.log(`check-locales: ${files.length} locale file(s) in ${relative(process.cwd(), dir) || '.'} ${failed ? 'do not all agree' : 'agree'} with en.json`);
  return !failed;
}

// Every folder first, then one verdict (a failing folder does not hide the next one's errors).
if (!dirs.map(checkDir).every(Boolean)) {
  console.error('check-locales: FAILED');
  process.exit(1);
}
