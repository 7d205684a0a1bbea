// Checks that a static site folder is self-contained and relocatable: every file that a
// page, module, style sheet or manifest refers to exists in the folder, and no reference is
// root-relative ("/x") or points at another host — so the folder works at any sub-path.
// Usage: node scripts/dist-check.mjs [dir=dist]      (exit 1 on any problem)
import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { join, dirname, relative, resolve, extname } from "node:path";

const dir = resolve(process.argv[2] ?? "dist");

function* walk(d) {
  for (const name of readdirSync(d)) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else yield p;
  }
}

// Patterns whose first group is a URL the page loads (not a link a person follows).
const patterns = {
  ".html": [
    /<(?:script|img|source|audio|video|iframe|embed)\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/gi,
    /<link\b[^>]*?\bhref\s*=\s*["']([^"']+)["']/gi,
    /\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']/g,
  ],
  ".js": [
    /\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']/g,
    /\bexport\s*[\w*{}\s,$]*\s*from\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /\bnew\s+URL\s*\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url/g,
    /\bnew\s+(?:Shared)?Worker\s*\(\s*["']([^"']+)["']/g,
    /\bimportScripts\s*\(\s*["']([^"']+)["']/g,
    /\bregister\s*\(\s*["']([^"']+)["']/g,
  ],
  ".css": [/url\(\s*["']?([^"')]+)["']?\s*\)/g, /@import\s+["']([^"']+)["']/g],
  ".webmanifest": [/"(?:src|start_url|scope)"\s*:\s*"([^"]+)"/g],
};
patterns[".mjs"] = patterns[".js"];

const problems = [];
let checked = 0;
for (const file of walk(dir)) {
  const pats = patterns[extname(file)] ?? (file.endsWith("manifest.json") ? patterns[".webmanifest"] : null);
  if (!pats) continue;
  const text = readFileSync(file, "utf8");
  const where = relative(dir, file);
  for (const re of pats) {
    for (const m of text.matchAll(re)) {
      const url = m[1].trim();
      if (/^(data:|blob:|#|mailto:|javascript:)/i.test(url) || url.includes("${")) continue;
      checked++;
      if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) {
        problems.push(`${where}: refers to another host: ${url}`);
      } else if (url.startsWith("/")) {
        problems.push(`${where}: root-relative URL breaks under a sub-path: ${url}`);
      } else if (url !== "." && url !== "./") {
        const path = url.replace(/[?#].*$/, "");
        let target = join(dirname(file), path);
        // A directory is fine as a base URL ("../locales/"); otherwise it stands for its index.html.
        const isDir = existsSync(target) && statSync(target).isDirectory();
        if (isDir && !path.endsWith("/")) target = join(target, "index.html");
        if (!existsSync(target)) problems.push(`${where}: missing file: ${url}`);
        else if (!resolve(target).startsWith(dir)) problems.push(`${where}: points outside the folder: ${url}`);
      }
    }
  }
}

if (problems.length) {
  for (const p of problems) console.error(`dist-check: ${p}`);
  console.error(`dist-check: ${problems.length} problem(s) in ${checked} references`);
  process.exit(1);
}
console.log(`dist-check: ${checked} references, all relative and present`);
