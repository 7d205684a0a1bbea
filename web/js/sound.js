// The seeds' sounds, synthesized with Web Audio (no audio file): a soft wooden knock as each
// seed lands in a hole, a lower double knock as seeds reach a store (a capture, a collection,
// Nsolo's removal). Loaded only once the visitor has the sound on (web/js/app.js:
// import('./sound.js')). The AudioContext is made only in a user gesture's wake (the control's
// change, or the first touch or key after a saved or kiosk choice: the browsers' autoplay
// policy), suspended while the sound is off or the page hidden, closed with the app.
// Never plays while off, while the page is hidden, while `quiet()` says so (a kiosk's
// demonstration), under prefers-reduced-motion, or without an animation (web/js/board.js
// calls onLand only while a move is animated: not at the speed Instant, nor for undo).

const LOUDNESS = 0.22; // the master gain: soft, under speech and a room's noise

/**
 * `on()`: whether the visitor has the sound on; `quiet()`: whether to keep silent anyway.
 * Returns {wake(), land(steps), suspend(), close()}. `wake` makes or resumes the
 * context: call it only in a user gesture's wake.
 */
export function createSound({ on, quiet = () => false }) {
  let ctx = null;
  let out = null;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');

  function wake() {
    if (!globalThis.AudioContext || !on()) return;
    if (!ctx) {
      try {
        ctx = new AudioContext();
      } catch {
        return;
      }
      out = ctx.createGain();
      out.gain.value = LOUDNESS;
      out.connect(ctx.destination);
    }
    if (ctx.state === 'suspended' && document.visibilityState !== 'hidden') ctx.resume().catch(() => {});
  }

  function suspend() {
    if (ctx && ctx.state === 'running') ctx.suspend().catch(() => {});
  }

  // A touch or key while the sound is on and no context runs: the gesture audio waits for.
  const onGesture = () => {
    if (on() && (!ctx || ctx.state !== 'running')) wake();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') suspend();
    else if (ctx && on()) wake();
  };
  document.addEventListener('pointerdown', onGesture, true);
  document.addEventListener('keydown', onGesture, true);
  document.addEventListener('visibilitychange', onVisibility);

  /** One knock at `at` (context seconds): a short falling triangle tone, quickly fading. */
  function knock(at, freq, gain, length) {
    const osc = ctx.createOscillator();
    const env = ctx.createGain();
    osc.type = 'triangle';
    osc.frequency.setValueAtTime(freq, at);
    osc.frequency.exponentialRampToValueAtTime(freq * 0.62, at + length);
    env.gain.setValueAtTime(1e-4, at);
    env.gain.exponentialRampToValueAtTime(gain, at + 0.004);
    env.gain.exponentialRampToValueAtTime(1e-4, at + length);
    osc.connect(env).connect(out);
    osc.start(at);
    osc.stop(at + length + 0.02);
    osc.onended = () => env.disconnect();
  }

  /**
   * The steps of a move whose seeds just landed (web/js/board.js onLand): one sound for the
   * frame, a store's if any step reached one, else a seed's.
   */
  function land(steps) {
    if (!ctx || ctx.state !== 'running' || !on() || quiet() || reduced.matches || document.visibilityState === 'hidden') return;
    const store = steps.find((s) => /^(capture|collect|remove)$/.test(s.kind));
    const seed = steps.find((s) => s.kind === 'sow');
    const at = ctx.currentTime + 0.005;
    if (store) {
      knock(at, 196, 0.9, 0.12);
      knock(at + 0.07, 165, 0.7, 0.14);
    } else if (seed) {
      // each hole its own pitch, a little apart, so a sowing is heard walking round the board
      const hole = Number(seed.hole) || 0;
      knock(at, 420 + ((hole * 7) % 12) * 18, 0.8, 0.09);
    }
  }

  return {
    wake,
    land,
    /** The sound switched off: the context stops (no CPU, no sound). */
    suspend,
    /** The app is destroyed: the listeners go and the context is closed for good. */
    close() {
      document.removeEventListener('pointerdown', onGesture, true);
      document.removeEventListener('keydown', onGesture, true);
      document.removeEventListener('visibilitychange', onVisibility);
      ctx?.close().catch(() => {});
      ctx = null;
    },
  };
}
