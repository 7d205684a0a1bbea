// A lesson's link: `#learn/<game>/<step>` (docs/lessons.md). Read here, in the page's first
// modules, so that a link opens its lesson; the lesson itself loads only then
// (web/js/lesson-view.js).

/** `learn/adji-boto/chain` → {game: 'adji-boto', step: 'chain'}; `learn/nsolo` → step null; else null. */
export function readLessonLink(text) {
  const m = /^learn\/([a-z][a-z0-9-]{0,31})(?:\/([a-z0-9-]{0,40}))?\/?$/.exec(String(text || '').trim());
  return m ? { game: m[1], step: m[2] || null } : null;
}

/** The fragment of a lesson's step (without '#'). */
export function lessonLink(game, step) {
  return step ? `learn/${game}/${step}` : `learn/${game}`;
}
