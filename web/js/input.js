// Pointer input on the board canvas: turns pointer events into hole indices through the
// layout's hit test; knows nothing of rules. The keyboard has one model for the board, the
// accessible grid laid over the canvas (web/js/a11y.js). Returns a function that unbinds
// everything.

/**
 * `handlers`: hit(x, y) → hole or -1 (CSS px relative to the canvas); hover(hole);
 * activate(hole, pointerType) for a click or tap ('touch' for a finger); skip() to finish an animation; busy() → true while an
 * animation plays (any click then skips it).
 */
export function attachInput(canvas, handlers) {
  // in the canvas's own CSS px: a host page's transform or zoom on an ancestor scales the box
  // the pointer sees (a tester's click on hole 5 played hole 4 under scale(0.8))
  const local = (e) => {
    const r = canvas.getBoundingClientRect();
    const kx = r.width > 0 ? canvas.clientWidth / r.width : 1;
    const ky = r.height > 0 ? canvas.clientHeight / r.height : 1;
    return { x: (e.clientX - r.left) * kx, y: (e.clientY - r.top) * ky };
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
    if (h >= 0) handlers.activate(h, e.pointerType);
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
