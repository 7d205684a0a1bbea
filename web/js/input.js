// Pointer input on the board canvas: turns pointer events into hole indices through the
// layout's hit test; knows nothing of rules. The keyboard has one model for the board, the
// accessible grid laid over the canvas (web/js/a11y.js). Returns a function that unbinds
// everything.

/**
 * `handlers`: hit(x, y) → hole or -1 (CSS px relative to the canvas); hover(hole);
 * activate(hole) for a click or tap; skip() to finish an animation; busy() → true while an
 * animation plays (any click then skips it).
 */
export function attachInput(canvas, handlers) {
  const local = (e) => {
    const r = canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const onMove = (e) => {
    const p = local(e);
    const h = handlers.hit(p.x, p.y);
    handlers.hover(h);
  };
  const onLeave = () => handlers.hover(-1);
  const onClick = (e) => {
    if (e.button !== 0) return;
    if (handlers.busy()) {
      handlers.skip();
      return;
    }
    const p = local(e);
    const h = handlers.hit(p.x, p.y);
    if (h >= 0) handlers.activate(h);
  };
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerleave', onLeave);
  canvas.addEventListener('click', onClick);
  return () => {
    canvas.removeEventListener('pointermove', onMove);
    canvas.removeEventListener('pointerleave', onLeave);
    canvas.removeEventListener('click', onClick);
  };
}
