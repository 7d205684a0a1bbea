// Plays the engine's account of a move (its list of events) as an animation. It only replays
// what the account says happened: a lift empties a hole, a sow adds one seed, a capture moves
// seeds to a store (or off the board), and so on. It never works out a sowing by itself.
// Rendering stays a function of (counts shown, overlay), produced here for each frame.

/** Milliseconds per seed for each speed setting (0 = no animation). */
export const SPEEDS = { slow: 420, normal: 190, fast: 70, instant: 0 };
/** A very long move (Ayoayo relays can run for hundreds of laps) is sped up to fit this. */
const MAX_TOTAL_MS = 9000;

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
 * An animation of one move. `from`: {holes, stores} shown before the move; `lay`: the board
 * layout (for flight paths); `stepMs`: milliseconds per seed; `text(step)` gives the label
 * for lap, pass and bonus steps. `frame(now)` returns what to draw and whether it is done.
 */
export function createAnimation({ from, events, lay, stepMs, text, start }) {
  const steps = buildSteps(events);
  const holes = from.holes.slice();
  const stores = from.stores.slice();
  const total = steps.reduce((a, s) => a + s.w, 0);
  const unit = total > 0 ? Math.min(stepMs, MAX_TOTAL_MS / total) : 0;
  let index = -1;
  let stepStart = start;
  let hand = -1; // hole the seeds in hand are over
  let lapLabel = '';
  let lift = -1;
  let done = steps.length === 0 || unit <= 0;
  const P = lay.pitch;

  const holePt = (i) => lay.holes[i] || { x: lay.width / 2, y: lay.height / 2 };
  const storePt = (p) => (lay.stores ? lay.stores[p] : lay.off[p]);

  function begin(s) {
    switch (s.kind) {
      case 'lift':
        holes[s.hole] = Math.max(0, holes[s.hole] - s.count);
        hand = s.hole;
        lift = s.hole;
        lapLabel = s.lap > 0 ? text(s) : '';
        break;
      case 'capture':
      case 'collect':
        holes[s.hole] = Math.max(0, holes[s.hole] - s.count);
        break;
      case 'remove':
        holes[s.hole] = Math.max(0, holes[s.hole] - 1);
        break;
      default:
    }
  }

  function end(s) {
    switch (s.kind) {
      case 'sow':
        holes[s.hole] += 1;
        hand = s.hole;
        break;
      case 'skip':
        hand = s.hole;
        break;
      case 'capture':
        stores[s.by] += s.count;
        break;
      case 'collect':
        stores[s.to] += s.count;
        break;
      case 'remove':
        stores[s.by] += 1;
        break;
      default:
    }
  }

  function fly(a, b, t, i, fade) {
    const x = a.x + (b.x - a.x) * t;
    const y = a.y + (b.y - a.y) * t - Math.sin(Math.PI * t) * P * 0.35;
    return { x, y, i, alpha: fade ? 1 - t * t : 1 };
  }

  function overlayFor(s, t) {
    const ov = { lift, skips: [], flying: [], label: lapLabel, skipText: '' };
    if (!s) return ov;
    switch (s.kind) {
      case 'sow':
        ov.flying.push(fly(holePt(hand), holePt(s.hole), t, s.hole));
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

  /** What to draw at time `now` (ms): {holes, stores, overlay, done}. */
  function frame(now) {
    if (done) return { holes, stores, overlay: null, done: true };
    if (index < 0) {
      index = 0;
      stepStart = now;
      begin(steps[0]);
    }
    for (;;) {
      const s = steps[index];
      const dur = s.w * unit;
      if (now - stepStart < dur) {
        return { holes, stores, overlay: overlayFor(s, (now - stepStart) / dur), done: false };
      }
      end(s);
      stepStart += dur;
      index += 1;
      if (index >= steps.length) {
        done = true;
        return { holes, stores, overlay: null, done: true };
      }
      begin(steps[index]);
    }
  }

  return { frame, get done() { return done; }, steps };
}
