// A lesson's policy, with no DOM (docs/lessons.md): which step a link or the saved progress
// opens, the record a step loads, what a move means for the step (the one it teaches, or
// another), the holes to mark after a move (from its account), and the progress saved in local
// storage, read with the same care as a saved game (what can be read is kept, and the view
// says that the rest could not be). It knows no rule: the rules module judges every move, this
// only compares its answers with the step's.

const ID = /^[a-z0-9][a-z0-9-]{0,40}$/;

/** The index of step `id` in `lesson` (its steps), or -1. */
export function stepIndex(lesson, id) {
  return id ? lesson.steps.findIndex((s) => s.id === id) : -1;
}

/** The step a lesson opens at: `id` when it names one, else the first not finished, else the first. */
export function openingStep(lesson, id, finished = []) {
  const at = stepIndex(lesson, id);
  if (at >= 0) return at;
  const open = lesson.steps.findIndex((s) => !finished.includes(s.id));
  return open >= 0 ? open : 0;
}

/** The record a step loads: its position, and the moves before it (`_m`, the notation's moves). */
export function stepRecord(step) {
  return Array.isArray(step.before) && step.before.length ? `${step.position}_m${step.before.join('.')}` : step.position;
}

/** What the rules' move (canonical, as the record writes it) means for the step: 'done' | 'other'. */
export function judge(step, move) {
  return step.moves.includes(String(move)) ? 'done' : 'other';
}

/** The holes to mark after a move, from its account: what it captured or removed, and where its last seed fell. */
export function marksAfter(events) {
  const out = [];
  let last = -1;
  for (const e of Array.isArray(events) ? events : []) {
    if (!e) continue;
    if (e.kind === 'sow') last = e.hole;
    else if ((e.kind === 'capture' || e.kind === 'remove') && !out.includes(e.hole)) out.push(e.hole);
  }
  if (last >= 0 && !out.includes(last)) out.push(last);
  return out;
}

/**
 * Reads the saved progress (`{"<game>": ["<step id>", …]}`). Returns {finished, problem}:
 * `finished` what can be read (game → ids), `problem` true when some or all of it could not
 * be read (the view says so calmly; it is written again, cleaned, at the next finished step).
 */
export function readProgress(text) {
  const finished = {};
  if (text === null || text === undefined || text === '') return { finished, problem: false };
  let data;
  try {
    data = JSON.parse(String(text));
  } catch {
    return { finished, problem: true };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { finished, problem: true };
  let problem = false;
  for (const [game, ids] of Object.entries(data)) {
    if (!ID.test(game) || !Array.isArray(ids)) {
      problem = true;
      continue;
    }
    const good = ids.filter((id) => typeof id === 'string' && ID.test(id));
    if (good.length !== ids.length) problem = true;
    finished[game] = [...new Set(good)];
  }
  return { finished, problem };
}

/** `finished` with step `id` of `game` added; the text to save. */
export function addFinished(finished, game, id) {
  const next = { ...finished, [game]: [...new Set([...(finished[game] || []), id])] };
  return { finished: next, text: JSON.stringify(next) };
}
