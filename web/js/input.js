// Pointer and keyboard input on the board canvas. Turns events into hole indices through
// the layout's hit test; knows nothing of rules. Returns a function that unbinds everything.

/**
 * `handlers`: hit(x, y) → hole or -1 (CSS px relative to the canvas); hover(hole);
 * activate(hole) for a click/tap or Enter/Space on the focused hole; skip() to finish an
 * animation; focusMove(delta) for the arrow keys; focusActivate() for Enter/Space;
 * busy() → true while an animation plays (any click then skips it).
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
  const onKey = (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    switch (e.key) {
      case 'ArrowLeft':
      case 'ArrowUp':
        handlers.focusMove(-1);
        break;
      case 'ArrowRight':
      case 'ArrowDown':
        handlers.focusMove(1);
        break;
      case 'Enter':
      case ' ':
        if (handlers.busy()) handlers.skip();
        else handlers.focusActivate();
        break;
      case 'Escape':
        handlers.skip();
        break;
      default:
        return;
    }
    e.preventDefault();
  };
  const onBlur = () => handlers.focusMove(0, true);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerleave', onLeave);
  canvas.addEventListener('click', onClick);
  canvas.addEventListener('keydown', onKey);
  canvas.addEventListener('blur', onBlur);
  return () => {
    canvas.removeEventListener('pointermove', onMove);
    canvas.removeEventListener('pointerleave', onLeave);
    canvas.removeEventListener('click', onClick);
    canvas.removeEventListener('keydown', onKey);
    canvas.removeEventListener('blur', onBlur);
  };
}
