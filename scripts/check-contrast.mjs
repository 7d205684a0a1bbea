#!/usr/bin/env node
// Checks the colour contrast of web/css/mancala.css against WCAG 2.x AA, for the light and the
// dark theme (and the per-game board colours):
//   text on its background ≥ 4.5:1; focus rings and the playable-hole marks ≥ 3:1
//   (non-text contrast). Translucent colours are laid over what is under them.
//
//   node scripts/check-contrast.mjs [css-file]      (exit 1 on a failure; no dependencies)
//
// Also importable: `checkContrast(cssText)` returns {rows, failures}.

import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The custom properties declared in the first rule whose selector list matches `test`. */
function block(css, test) {
  const re = /([^{}]+)\{([^{}]*)\}/g;
  let m;
  while ((m = re.exec(css))) {
    const sel = m[1].replace(/\/\*[\s\S]*?\*\//g, '').trim();
    if (!test(sel)) continue;
    const vars = {};
    for (const d of m[2].matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) vars[d[1]] = d[2].trim();
    return vars;
  }
  return null;
}

/** [r, g, b, a] (0..255, 0..1) of #rgb, #rrggbb or rgba(); null otherwise. */
export function parseColour(v) {
  const s = String(v).trim();
  let m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(s);
  if (m) {
    const hex = m[1].length === 3 ? m[1].split('').map((c) => c + c).join('') : m[1];
    return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).concat(1);
  }
  m = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(s);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])];
  return null;
}

/** `top` laid over the opaque `under`. */
function over(top, under) {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat(1);
}

function luminance([r, g, b]) {
  const lin = (c) => {
    const x = c / 255;
    return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function ratio(a, b) {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

// [foreground (or a list: the best of them counts), background (a list: laid over one another,
// last at the bottom), minimum, what]
const PAIRS = [
  ['--page-fg', ['--page-bg'], 4.5, 'page text'],
  ['--page-fg', ['--panel-bg'], 4.5, 'panel text'],
  ['--muted-fg', ['--page-bg'], 4.5, 'secondary text'],
  ['--muted-fg', ['--panel-bg'], 4.5, 'secondary text on a panel'],
  ['--accent', ['--page-bg'], 4.5, 'links, turn marker'],
  ['--accent', ['--panel-bg'], 4.5, 'turn marker on a panel'],
  ['--accent-fg', ['--accent'], 4.5, 'primary button text'],
  ['--message-fg', ['--message-bg'], 4.5, 'error message'],
  ['--count-fg', ['--count-bg', '--hole'], 4.5, 'seed count on a hole'],
  ['--count-fg', ['--count-bg', '--board-wood'], 4.5, 'store count on the wood'],
  ['--count-zero', ['--count-bg', '--hole'], 4.5, 'zero count'],
  ['--label-fg', ['--label-bg', '--board-wood'], 4.5, 'board caption (relay lap, pass)'],
  ['--focus-ring', ['--page-bg'], 3, 'focus ring on the page'],
  ['--focus-ring', ['--panel-bg'], 3, 'focus ring on a panel'],
  // the hole's focus ring is two rings side by side: one of them must stand out from the wood
  [['--focus-ring', '--focus-inner'], ['--board-wood'], 3, 'focus ring round a hole (on the wood)'],
  ['--focus-inner', ['--focus-ring'], 3, 'inner focus ring against the outer'],
  ['--mark-playable', ['--board-wood'], 3, 'playable-hole mark on the wood'],
  // the side to move (web/js/render.js): its outline, over the wood and over its light
  ['--mark-turn-edge', ['--mark-turn', '--board-wood'], 3, 'outline of the lit side'],
];

/** Checks a stylesheet's text. Returns {rows: [{theme, what, fg, bg, ratio, min, ok}], failures}. */
export function checkContrast(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const light = block(text, (s) => s.split(',').map((x) => x.trim()).includes(':root'));
  const names = (s) => s.split(',').map((x) => x.trim());
  const dark = block(text, (s) => names(s).includes('.mancala-app[data-theme="dark"]'));
  if (!light || !dark) throw new Error('check-contrast: the light (:root) or dark ([data-theme="dark"]) block is missing');
  const games = ['nsolo', 'adji-boto'].map((g) => [g, block(text, (s) => names(s).includes(`.mancala-app[data-game="${g}"]`)) || {}]);
  const themes = [['light', { ...light }], ['dark', { ...light, ...dark }]];
  for (const [g, vars] of games) {
    themes.push([`light ${g}`, { ...light, ...vars }]);
    // the dark theme's wood wins over a game's wood (it comes later in the cascade for the wood)
    themes.push([`dark ${g}`, { ...light, ...vars, ...dark }]);
  }
  const rows = [];
  for (const [theme, vars] of themes) {
    for (const [fgName, bgNames, min, what] of PAIRS) {
      const fgNames = Array.isArray(fgName) ? fgName : [fgName];
      const fgs = fgNames.map((n) => parseColour(vars[n]));
      const layers = bgNames.map((n) => parseColour(vars[n]));
      const label = { theme, what, fg: fgNames.join(' or '), bg: bgNames.join(' over '), min };
      if (fgs.some((c) => !c) || layers.some((c) => !c)) {
        rows.push({ ...label, ratio: NaN, ok: false });
        continue;
      }
      let bg = layers[layers.length - 1];
      for (let i = layers.length - 2; i >= 0; i--) bg = over(layers[i], bg);
      const r = Math.max(...fgs.map((fg) => ratio(over(fg, bg), bg)));
      rows.push({ ...label, ratio: r, ok: r >= min });
    }
  }
  return { rows, failures: rows.filter((r) => !r.ok) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const file = process.argv[2] || join(here, '..', 'web', 'css', 'mancala.css');
  const { rows, failures } = checkContrast(readFileSync(file, 'utf8'));
  for (const r of rows) {
    console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.theme.padEnd(15)} ${r.ratio.toFixed(2).padStart(5)} ≥ ${r.min}  ${r.what} (${r.fg} on ${r.bg})`);
  }
  console.log(failures.length ? `check-contrast: ${failures.length} failure(s)` : `check-contrast: all ${rows.length} pairs pass WCAG AA`);
  process.exit(failures.length ? 1 : 0);
}
