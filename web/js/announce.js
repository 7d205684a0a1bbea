// Tells a move in words, from the engine's account of it (the list of events `game.play()`
// returns) and nothing else: no rule is worked out here. Used for the live region that screen
// readers speak and for "What just happened?" (web/js/a11y.js), which name a hole by its
// number or by where it lies on the board. Wording is plural-free ("seeds: 4"), so every language
// needs one text per sentence.

/**
 * The sentences for one move. `events`: the account; `by`: the player who moved (0 | 1);
 * `stores`: both stores (or captured counts) after the move, for the final score; `nsolo`:
 * counts are captured stones (Nsolo); `leaveOne`: a sowing leaves one seed in its hole
 * (Adji-Boto: rules.md), which is said; `t`, `has`: the translator; `hole(i)`: what follows
 * the word "hole" for hole `i` (its number, or where it lies: web/js/a11y.js `whereIs`);
 * `end`: false leaves out the game's result (said by the game-over panel), but not a
 * resignation, which is the move itself ("Player 2 resigned.").
 * Returns a string (sentences joined by spaces).
 */
export function describeMove(events, { by, stores, nsolo = false, leaveOne = false, t, has = () => false, hole = (i) => i, end = true }) {
  const player = (p) => t(`player.${p}`);
  const out = [];
  let laps = 0;
  let lastSow = -1;
  let firstLift = null;
  const collected = [0, 0];
  let caught = []; // captures one after another (Adji-Boto's chain), said at the next other event
  for (const e of Array.isArray(events) ? events : []) {
    if (!e || typeof e.kind !== 'string') continue;
    if (e.kind !== 'capture') flushCaptures();
    switch (e.kind) {
      case 'lift':
        if (e.lap === 0 && !firstLift) firstLift = e;
        if (e.lap > laps) laps = e.lap;
        break;
      case 'sow':
        lastSow = e.hole;
        break;
      case 'capture':
        flushSowing();
        caught.push(e);
        break;
      case 'bonus-owed':
        flushSowing();
        out.push(t('say.bonus', { player: player(by), n: e.count }));
        break;
      case 'remove':
        out.push(t('say.remove', { player: player(e.by), hole: hole(e.hole) }));
        break;
      case 'pass':
        out.push(t('status.passed', { player: player(e.by) }));
        break;
      case 'collect':
        flushSowing();
        if (e.to === 0 || e.to === 1) collected[e.to] += e.count;
        break;
      case 'end':
        flushSowing();
        for (const p of [0, 1]) {
          if (collected[p] > 0) out.push(t('say.collect', { player: player(p), n: collected[p] }));
        }
        if (end) out.push(endText(e.outcome));
        else if (e.outcome?.reason === 'resign') out.push(t('say.resigned', { player: player(by) })); // the move itself
        break;
      default:
        break;
    }
  }
  flushSowing();
  flushCaptures();
  return out.join(' ');

  /**
   * One sentence a capture, or one for three or more in a row (nine sentences were a page). A
   * capture after another of the one seed in the hole where the last seed fell is that seed
   * going to the store with what it captured (Ayoayo): said so, not as a capture from the
   * mover's own row, which a learner took it for.
   */
  function flushCaptures() {
    if (caught.length > 2) {
      const n = caught.reduce((a, c) => a + c.count, 0);
      out.push(t('say.captures', { player: player(caught[0].by), k: caught.length, n }));
    } else {
      for (const [i, c] of caught.entries()) {
        const last = i > 0 && c.hole === lastSow && c.count === 1 && has('say.captureLast');
        out.push(last ? t('say.captureLast', { player: player(c.by) }) : t('say.capture', { player: player(c.by), hole: hole(c.hole), n: c.count }));
      }
    }
    caught = [];
  }

  function flushSowing() {
    if (!firstLift) return;
    // Nsolo is played with stones, the other games with seeds.
    // the seeds lifted (the first lap's: relay laps are counted below); Adji-Boto's one left in
    // the hole said (a beginner read "seeds: 9" beside a hole that showed 10 as a mistake)
    out.push(t(nsolo ? 'say.sowStones' : leaveOne ? 'say.sowLeave' : 'say.sow', { player: player(by), hole: hole(firstLift.hole), n: firstLift.count }));
    // the laps sown, the move's own first: a relay's first lap is the move's second (a lesson
    // says "you sowed a second lap"; "Relay laps: 1" beside it read as a contradiction, a tester's)
    if (laps > 0) out.push(t('say.laps', { n: laps + 1 }));
    if (lastSow >= 0) out.push(t(nsolo ? 'say.lastStone' : 'say.last', { hole: hole(lastSow) }));
    firstLift = null;
  }

  function endText(outcome) {
    return endSentence(outcome, stores, by, { nsolo, t, has });
  }
}

/**
 * The end said in one sentence: "Game over. {score} Why it ended: {reason}." (resultWords);
 * with `opts.heading` false, without its "Game over.".
 */
export function endSentence(outcome, stores, by, opts) {
  const { score, reason } = resultWords(outcome, stores, by, opts);
  return `${opts.heading === false ? '' : `${opts.t('over.heading')}. `}${score} ${opts.t('over.reason', { reason })}`;
}

/**
 * A game's result in words, as the live region and the game-over panel say it: `score`, who
 * won and by how much (a resignation: who won, without the counts, which the side that
 * resigned may lead, or which may both be 0), or a draw; `reason`, why it ended. `outcome`:
 * the game's result (`{winner, reason}`); `stores`: both stores (or captured counts); `by`:
 * the player who made the last move ({player} in a reason: who resigned, whose row is empty
 * and cannot be fed (the mover's, or by `mover-cannot-feed` the other's); {other} the other
 * player; {loser} the side that lost).
 */
export function resultWords(outcome, stores, by, { nsolo = false, t, has = () => false }) {
  const s = Array.isArray(stores) || ArrayBuffer.isView(stores) ? stores : [0, 0];
  const player = (p) => t(`player.${p}`);
  const winner = outcome ? outcome.winner : null;
  // Ayoayo's `mover-cannot-feed`: the row that is empty is the other player's, the mover the one who cannot feed it
  const fed = outcome?.reason === 'mover-cannot-feed';
  const reasonKey = outcome ? `reason.${fed ? 'cannot-feed' : outcome.reason}` : '';
  const empty = fed ? 1 - by : by;
  // ({loser}: Nsolo's side without stones, named: "the loser has no stones left" read oddly, a tester's)
  const loser = winner === 0 || winner === 1 ? player(1 - winner) : '';
  const reason = has(reasonKey) ? t(reasonKey, { player: player(empty), other: player(1 - empty), loser }) : String((outcome && (outcome.text || outcome.reason)) || '');
  let score;
  if (winner !== 0 && winner !== 1) score = t(nsolo ? 'over.drawNsolo' : 'over.draw', { a: s[0], b: s[1] });
  else if (outcome.reason === 'resign') score = t('over.winResign', { player: player(winner) });
  else score = t(nsolo ? 'over.winNsolo' : 'over.win', { player: player(winner), a: s[winner], b: s[1 - winner] });
  return { score, reason };
}
