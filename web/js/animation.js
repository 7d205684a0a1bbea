// Plays the engine's account of a move (its list of events) as an animation. It only replays
// what the account says happened: a lift empties a hole, a sow adds one seed, a capture moves
// seeds to a store (or off the board), and so on. It never works out a sowing by itself.
// Rendering stays a function of (counts shown, overlay), produced here for each frame.

/** Milliseconds per seed for each speed setting (0 = no animation). */
export const SPEEDS = { slow: 420, normal: 190, fast: 70, instant: 0 };
/**
 * A very long move (Ayoayo relays can run for hundreds of laps) is sped up to fit this many
 * seeds' time at the chosen speed: about 6 s at Normal, 13 s at Slow, 2 s at Fast.
 */
const MAX_SEEDS = 32;
/** Undo plays the undone moves backwards, quickly: at least this much faster per seed… */
export const UNDO_SPEEDUP = 3;
/** …and within this in all. */
export const UNDO_MAX_MS = 2500;

const WEIGHT = { lift: 0.8, sow: 1, skip: 1.2, capture: 3, bonus: 2.5, remove: 2, pass: 5, collect: 1.2, end: 0 };

/** Turns an account into steps with relative durations. */
export function buildSteps(events) {
  const steps = [];
  for (const e of events || []) {
    if (!e || typeof e.kind !== 'string') continue;
    const kind = e.kind === 'bonus-owed' ? 'bonus' : e.kind;
    if (!(kind in WEIGHT)) continue;
    let w = WEIGHT[kind];
    if (kind === 'lift' && e.lap > 0) w = 1.6;
    steps.push({ ...e, kind, w });
  }
  return steps;
}

/**
 * The steps of one or more accounts, each with what surrounds it in the forward replay: the
 * hole the seeds in hand were over before it (`hand`), the hole last lifted (`lift`) and the
 * lap label (`lap`). A flat list of events is one account; a list of lists is several moves in
 * order. Only the events are replayed; nothing is worked out from the rules.
 */
function withContext(events, text) {
  const accounts = Array.isArray(events) && events.some(Array.isArray) ? events.filter(Array.isArray) : [events];
  const out = [];
  for (const account of accounts) {
    let hand = -1;
    let lift = -1;
    let lap = '';
    for (const s of buildSteps(account)) {
      if (s.kind === 'lift') {
        lift = s.hole;
        lap = s.lap > 0 ? text(s) : '';
      }
      out.push({ ...s, ctx: { hand, lift, lap } });
      if (s.kind === 'lift' || s.kind === 'sow' || s.kind === 'skip') hand = s.hole;
    }
  }
  return out;
}

/**
 * An animation of one move. `from`: {holes, stores} shown before the move; `lay`: the board
 * layout (for flight paths); `stepMs`: milliseconds per seed; `text(step)` gives the label
 * for lap, pass and bonus steps. `frame(now)` returns what to draw and whether it is done.
 *
 * With `reverse: true` it plays moves backwards (undo): `from` is what is shown after them,
 * `events` their accounts (one account, or a list of accounts in the order they were played),
 * and the steps run last to first, each undone: sown seeds fly back to the hand, captured
 * seeds back to their hole, a lifted pile reappears. `maxTotalMs` caps the whole animation.
 */
export function createAnimation({ from, events, lay, stepMs, text, start, reverse = false, maxTotalMs = stepMs * MAX_SEEDS }) {
  const steps = withContext(events, text);
  if (reverse) steps.reverse();
  const holes = from.holes.slice();
  const stores = from.stores.slice();
  const total = steps.reduce((a, s) => a + s.w, 0);
  const unit = total > 0 ? Math.min(stepMs, maxTotalMs / total) : 0;
  let index = -1;
  let stepStart = start;
  let done = steps.length === 0 || unit <= 0;
  const P = lay.pitch;

  const holePt = (i) => lay.holes[i] || { x: lay.width / 2, y: lay.height / 2 };
  const storePt = (p) => (lay.stores ? lay.stores[p] : lay.off[p]);
  const take = (arr, i, n) => { arr[i] = Math.max(0, arr[i] - n); };

  // Where each kind of step takes seeds from and puts them: [counts, index, how many].
  // Forward, seeds leave their source when the step begins and reach their target when it
  // ends; backward (undo), each step is undone: they leave the target and return at the end.
  const FLOWS = {
    lift: { from: (s) => [holes, s.hole, s.count] },
    sow: { to: (s) => [holes, s.hole, 1] },
    capture: { from: (s) => [holes, s.hole, s.count], to: (s) => [stores, s.by, s.count] },
    collect: { from: (s) => [holes, s.hole, s.count], to: (s) => [stores, s.to, s.count] },
    remove: { from: (s) => [holes, s.hole, 1], to: (s) => [stores, s.by, 1] },
  };
  const put = (arr, i, n) => { arr[i] += n; };
  const flow = (end, change) => (s) => {
    const where = FLOWS[s.kind]?.[end]?.(s);
    if (where) change(...where);
  };

  function fly(a, b, t, i, fade) {
    const x = a.x + (b.x - a.x) * t;
    const y = a.y + (b.y - a.y) * t - Math.sin(Math.PI * t) * P * 0.35;
    return { x, y, i, alpha: fade ? 1 - t * t : 1 };
  }

  /** The overlay of step `s` at progress `t` of its forward path (reverse passes 1 - t). */
  function overlayFor(s, t) {
    const ov = { lift: s.ctx.lift, skips: [], flying: [], label: s.ctx.lap, skipText: '' };
    switch (s.kind) {
      case 'sow':
        ov.flying.push(fly(holePt(s.ctx.hand), holePt(s.hole), t, s.hole));
        break;
      case 'skip':
        ov.skips.push(s.hole);
        ov.skipText = text(s);
        break;
      case 'capture':
      case 'collect':
      case 'remove': {
        const to = storePt(s.kind === 'collect' ? s.to : s.by);
        const n = s.kind === 'remove' ? 1 : Math.min(s.count, 10);
        const fade = !lay.stores;
        for (let k = 0; k < n; k++) {
          const tk = Math.min(1, Math.max(0, t * 1.4 - k * 0.04));
          const a = holePt(s.hole);
          ov.flying.push(fly({ x: a.x + ((k % 3) - 1) * P * 0.08, y: a.y + ((k % 2) - 0.5) * P * 0.08 }, to, tk, k, fade));
        }
        if (s.kind === 'capture') ov.label = text(s);
        break;
      }
      case 'bonus':
      case 'pass':
        ov.label = text(s);
        break;
      default:
    }
    return ov;
  }

  const enter = reverse ? flow('to', take) : flow('from', take);
  const leave = reverse ? flow('from', put) : flow('to', put);

  /** What to draw at time `now` (ms): {holes, stores, overlay, done}. */
  function frame(now) {
    if (done) return { holes, stores, overlay: null, done: true };
    if (index < 0) {
      index = 0;
      stepStart = now;
      enter(steps[0]);
    }
    for (;;) {
      const s = steps[index];
      const dur = s.w * unit;
      if (now - stepStart < dur) {
        const t = (now - stepStart) / dur;
        return { holes, stores, overlay: overlayFor(s, reverse ? 1 - t : t), done: false };
      }
      leave(s);
      stepStart += dur;
      index += 1;
      if (index >= steps.length) {
        done = true;
        return { holes, stores, overlay: null, done: true };
      }
      enter(steps[index]);
    }
  }

  return {
    frame,
    get done() { return done; },
    /** The hole the current step is about (-1 before the start or after the end). */
    get hole() { return !done && index >= 0 && steps[index].hole !== undefined ? steps[index].hole : -1; },
    /** How many steps have ended (their seeds have landed): 0 … steps.length. */
    get ended() { return done ? steps.length : Math.max(0, index); },
    reverse,
    steps,
  };
}
