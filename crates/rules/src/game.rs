//! [`Game`]: a position with its history, the repetition rules, undo and redo, and the
//! game record notation ([`Record`]). Needs the `alloc` feature.

use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use crate::error::PlayError;
use crate::notation::{NotationError, fields, items};
use crate::observer::Observer;
use crate::position::Position;
use crate::rules::Rules;
use crate::types::{Config, Move, Player};

/// One ply of the history: the position after it and what the repetition rules need.
#[derive(Clone, Debug)]
struct Ply {
    position: Position,
    /// [`Position::repetition_key`]: a hash of the fields [`Rules::same_position`] compares.
    key: u64,
    /// Seeds left on the board: they only ever decrease (by a capture), and a position
    /// before a capture can never come back.
    board: u32,
}

impl Ply {
    fn new(position: Position) -> Ply {
        Ply {
            key: position.repetition_key(),
            board: position.board_seeds(),
            position,
        }
    }
}

/// A game in progress: its start, the moves played, undo and redo, and the repetition
/// rules (the safeguard's third occurrence in Adji-Boto and Ayoayo, Nsolo's second).
///
/// Undo and redo move a cursor along the list of positions; a new move drops the moves
/// that could have been redone.
#[derive(Clone, Debug)]
pub struct Game {
    history: Vec<Ply>,
    moves: Vec<Move>,
    cursor: usize,
}

impl Game {
    /// A new game from the start position.
    pub fn new(config: Config) -> Game {
        Game::from_position(Position::new(config))
    }

    /// A game that starts from any position (with no history before it).
    pub fn from_position(start: Position) -> Game {
        Game {
            history: alloc::vec![Ply::new(start)],
            moves: Vec::new(),
            cursor: 0,
        }
    }

    /// Replays a record through [`Game::play`].
    pub fn from_record(record: &Record) -> Result<Game, NotationError> {
        let mut game = Game::from_position(record.start);
        for (i, &mv) in record.moves.iter().enumerate() {
            game.play(mv).map_err(|error| NotationError::IllegalMove {
                number: i + 1,
                mv,
                error,
            })?;
        }
        Ok(game)
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.history[self.cursor].position
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.history[0].position
    }

    /// The moves played up to the current position.
    pub fn moves(&self) -> &[Move] {
        &self.moves[..self.cursor]
    }

    /// Moves played so far (the cursor).
    pub fn ply(&self) -> usize {
        self.cursor
    }

    /// The position after `ply` moves, if that many have been played (redo tail included).
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.history.get(ply).map(|p| &p.position)
    }

    /// Plays a move.
    pub fn play(&mut self, mv: Move) -> Result<(), PlayError> {
        self.play_observed(mv, &mut ())
    }

    /// Plays a move, reporting what happens (the repetition end included) to `obs`.
    pub fn play_observed<O: Observer>(&mut self, mv: Move, obs: &mut O) -> Result<(), PlayError> {
        let mut next = *self.position();
        next.play_observed(mv, obs)?;
        self.history.truncate(self.cursor + 1);
        self.moves.truncate(self.cursor);
        let mut ply = Ply::new(next);
        if ply.position.outcome().is_none() && ply.position.pending_removals() == 0 {
            let seen = self
                .history
                .iter()
                .rev()
                .take_while(|p| p.board == ply.board)
                .filter(|p| p.key == ply.key && p.position.same_position(&ply.position))
                .count();
            if seen + 1 >= ply.position.repetition_limit() {
                ply.position.end_by_repetition_observed(obs);
            }
        }
        self.history.push(ply);
        self.moves.push(mv);
        self.cursor += 1;
        Ok(())
    }

    /// Whether there is a move to undo.
    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    /// Whether there is an undone move to redo.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.moves.len()
    }

    /// Steps back one move; `false` at the start.
    pub fn undo(&mut self) -> bool {
        let ok = self.can_undo();
        if ok {
            self.cursor -= 1;
        }
        ok
    }

    /// Steps forward one undone move; the move is returned.
    pub fn redo(&mut self) -> Option<Move> {
        self.redo_observed(&mut ())
    }

    /// Steps forward one undone move, reporting its account again to `obs` (the
    /// repetition end included, if the move ended the game that way).
    pub fn redo_observed<O: Observer>(&mut self, obs: &mut O) -> Option<Move> {
        let mv = self.moves.get(self.cursor).copied()?;
        if O::ACTIVE {
            let mut replay = *self.position();
            // The move was legal here when it was played, so it is legal again.
            let _ = replay.play_observed(mv, obs);
            let after = &self.history[self.cursor + 1].position;
            if let (Some(outcome), None) = (after.outcome(), replay.outcome()) {
                obs.event(crate::observer::Event::End { outcome });
            }
        }
        self.cursor += 1;
        Some(mv)
    }

    /// The record of the game up to the current position.
    pub fn record(&self) -> Record {
        Record {
            start: *self.start(),
            moves: self.moves().to_vec(),
        }
    }

    /// Who is to move now.
    pub fn to_move(&self) -> Player {
        self.position().to_move()
    }
}

/// A game record: the start (a game's start position, or any position) and the moves.
///
/// ```text
/// ayoayo_m3.9.1.pass.4              from the start of a game
/// nsolo.12_m5.33.x40.x41
/// ayoayo_1_0.0.0.0.0.1.4x6_10.13_l0_m9    from a set-up position
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The position the game starts from.
    pub start: Position,
    /// The moves, in order.
    pub moves: Vec<Move>,
}

impl Record {
    /// A record of a game from its start position.
    pub fn new(config: Config, moves: Vec<Move>) -> Record {
        Record {
            start: Position::new(config),
            moves,
        }
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let config = self.start.config();
        if self.start == Position::new(config) {
            write!(f, "{config}")?;
        } else {
            write!(f, "{}", self.start)?;
        }
        f.write_str("_m")?;
        for (i, m) in self.moves.iter().enumerate() {
            if i > 0 {
                f.write_str(".")?;
            }
            write!(f, "{m}")?;
        }
        Ok(())
    }
}

impl FromStr for Record {
    type Err = NotationError;

    /// Reads `<config>_m<moves>` or `<position>_m<moves>`; the `_m…` part may be left out
    /// (no moves). Moves are separated by `.` (or `,`); `m` may be `M`. This checks the
    /// syntax only: [`Game::from_record`] checks the moves.
    fn from_str(s: &str) -> Result<Record, NotationError> {
        let s = s.trim();
        // (`rsplit_once` and `get` rather than slicing at an index: no panic path, whose
        // message formatting would be a few KB of each wasm module.)
        let (head, tail) = match s.rsplit_once(['_', ' ']) {
            Some((head, t)) if t.starts_with(['m', 'M']) => (head, t.get(1..)),
            _ => (s, None),
        };
        let start = if fields(head).nth(1).is_none() {
            Position::new(head.parse::<Config>()?)
        } else {
            head.parse::<Position>()?
        };
        let mut moves = Vec::new();
        for (i, m) in tail.into_iter().flat_map(items).enumerate() {
            moves.push(m.parse().map_err(|_| NotationError::BadMove(i + 1))?);
        }
        Ok(Record { start, moves })
    }
}
