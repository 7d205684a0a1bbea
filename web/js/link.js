// The page's link: the URL fragment holds the game record (docs/notation.md) and, after it,
// what the visitor is looking at: `&ply=<n>` while an earlier position of it is shown, and
// `&review` while the game review of that record is open (a reload, or the link opened
// elsewhere, opens it again: web/js/app.js). `&` is a character the notation never writes nor
// reads, so a record is never taken for part of them. Links without them (all links made
// before they existed) open the game at its end, as they always did.
//
//   linkText('ayoayo_m5.7.5.10', 2)  → 'ayoayo_m5.7.5.10&ply=2'
//   linkText('ayoayo_m5.7.5.10', 2, {review: true})  → 'ayoayo_m5.7.5.10&ply=2&review'
//   linkParts('ayoayo_m5.7.5.10&ply=2&review') → {record: 'ayoayo_m5.7.5.10', ply: 2, review: true}

/**
 * The record, the ply and the review of a fragment's text (`ply`: null when it names none;
 * `review`: whether it asks for the review). The record is what comes before the first `&`;
 * the parts after it are read in any order (of two plies, the last), and a part that is not
 * one of them (`&ply=-3`, `&foo`) is left out and named in `ignored`, never taken for moves.
 */
export function linkParts(text) {
  const [record, ...parts] = String(text ?? '').split('&');
  let ply = null;
  let review = false;
  const ignored = [];
  for (const part of parts) {
    const m = /^ply=(\d{1,5})$/.exec(part);
    if (m) ply = Number(m[1]);
    else if (part === 'review') review = true;
    else ignored.push(part);
  }
  return { record, ply, review, ignored };
}

/** The fragment's text for `record` shown at `ply` (null: at its end), its review open or not. */
export function linkText(record, ply = null, { review = false } = {}) {
  const at = ply === null || ply === undefined ? record : `${record}&ply=${ply}`;
  return review ? `${at}&review` : at;
}
