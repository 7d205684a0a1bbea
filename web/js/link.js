// The page's link: the URL fragment holds the game record (docs/notation.md) and, while an
// earlier position of it is shown, the ply shown after `&ply=` (a character the notation never
// writes nor reads, so a record is never taken for part of it). Links without it (all links
// made before it existed) open the game at its end, as they always did.
//
//   linkText('ayoayo_m5.7.5.10', 2)  → 'ayoayo_m5.7.5.10&ply=2'
//   linkParts('ayoayo_m5.7.5.10&ply=2') → {record: 'ayoayo_m5.7.5.10', ply: 2}

/** The record and the ply of a fragment's text (`ply`: null when it names none). */
export function linkParts(text) {
  const s = String(text ?? '');
  const m = /^(.*)&ply=(\d{1,5})$/s.exec(s);
  return m ? { record: m[1], ply: Number(m[2]) } : { record: s, ply: null };
}

/** The fragment's text for `record` shown at `ply` (null: at its end). */
export function linkText(record, ply = null) {
  return ply === null || ply === undefined ? record : `${record}&ply=${ply}`;
}
