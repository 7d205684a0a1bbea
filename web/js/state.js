// The game as the UI shows it: a plain snapshot read from the wasm game after every change
// (web/js/controller.js keeps it in its state), plus the UI's own settings. Nothing here knows
// a rule: legal moves, counts, owners, movers and results all come from the wasm module.

/** Reads everything the UI needs from a wasm `Game` handle into a plain object. */
export function snapshot(game) {
  const moves = Array.from(game.moves());
  const legal = Array.from(game.legalMoves());
  return {
    gameId: game.gameId(),
    config: game.config(),
    options: game.options(), // rule options by name: {remainder: 'row-owner'} (Ayoayo), {}
    size: game.size(),
    numHoles: game.numHoles(),
    holes: Array.from(game.holes()),
    stores: Array.from(game.stores()),
    toMove: game.toMove(),
    pending: game.pendingRemovals(),
    mustFeed: game.mustFeed(), // Ayoayo: the opponent's row is empty, a move must leave it seeds
    opening: game.inOpening(), // Adji-Boto's first ten moves: each hole once, no capture
    legal,
    // a forced pass because each sowing the player could choose would never end (asked only at a
    // pass: the rules module works out the legal moves again for it)
    endless: legal.length === 1 && legal[0] === 'pass' && game.passEndless(),
    result: game.result() || null,
    record: game.record(),
    moves,
    ply: game.ply(),
    canUndo: game.canUndo(),
    canRedo: game.canRedo(),
    owners: Array.from(game.owners()),
    movers: Array.from(game.movers()), // who made each move (0/1 per ply)
  };
}

/** The hole a move string refers to (`"7"` → 7, `"x40"` → 40), or -1 for `pass`/garbage. */
export function moveHole(move) {
  const m = /^x?(\d+)$/.exec(String(move));
  return m ? Number(m[1]) : -1;
}

/** The move string that playing `hole` means in this snapshot, or null if it is not legal. */
export function moveForHole(snap, hole) {
  for (const m of snap.legal) if (m !== 'pass' && moveHole(m) === hole) return m;
  return null;
}

/** Holes that can be clicked now (sowing holes, or opponent holes during Nsolo's bonus). */
export function playableHoles(snap) {
  const out = new Set();
  for (const m of snap.legal) {
    const h = moveHole(m);
    if (h >= 0) out.add(h);
  }
  return out;
}

/** The UI's own settings, apart from the game (the players are the controller's). */
export function initialUiState() {
  return {
    speed: 'normal',
  };
}
