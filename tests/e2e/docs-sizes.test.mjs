// The README's size figures for the two wasm modules are the ones the build gives today (or
// it gives none and points to the report that prints them). A figure is a size in KB
// within the same sentence as the module's crate (`crates/wasm`, `crates/wasm-engine`); it
// must equal the built module in web/pkg/ gzipped at level 9, KB = 1000 bytes, to 0.1 KB,
// as scripts/size-report.mjs (run by scripts/dist.sh) prints it. No browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './helpers.mjs';

const MODULES = [
  { crate: 'crates/wasm', file: 'mancala_wasm_bg.wasm' },
  { crate: 'crates/wasm-engine', file: 'mancala_wasm_engine_bg.wasm' },
];

const kb = (file) => (gzipSync(readFileSync(join(ROOT, 'web', 'pkg', file)), { level: 9 }).length / 1000).toFixed(1);

/** The sentences of `text` naming `crate` (exactly: crates/wasm is not crates/wasm-engine). */
function sentencesNaming(text, crate) {
  const flat = text.replace(/\s+/g, ' ');
  const name = new RegExp('`' + crate.replace(/[/-]/g, '\\$&') + '`');
  return flat.split(/(?<=[.;:])\s+(?=[A-Z(`])/).filter((s) => name.test(s));
}

test("README.md states no wasm module size other than the build's (or points to the size report)", () => {
  for (const { file } of MODULES) assert.ok(existsSync(join(ROOT, 'web', 'pkg', file)), `web/pkg/${file}: run scripts/build-wasm.sh first`);
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Size and speed'));
  assert.ok(section.length > 0 && /scripts\/just dist|scripts\/dist\.sh/.test(section), 'the size section names the command that prints the sizes');
  const wrong = [];
  for (const { crate, file } of MODULES) {
    const built = kb(file);
    for (const s of sentencesNaming(section.split(/\n## /)[0], crate)) {
      // only the figure written right after the crate's name belongs to it
      const after = s.slice(s.indexOf('`' + crate + '`'));
      const m = /^`[^`]+`[^`]*?(\d+(?:\.\d+)?) KB/.exec(after);
      if (m && m[1] !== built) wrong.push(`${crate}: README says ${m[1]} KB, the build is ${built} KB gzipped`);
    }
  }
  assert.deepEqual(wrong, []);
});
