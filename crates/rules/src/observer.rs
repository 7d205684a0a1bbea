//! The account of a move: what happened, step by step, for animation and narration.

use crate::types::{Outcome, Player};

/// One step of a move, in the order it happened.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "kind", rename_all = "kebab-case"))]
pub enum Event {
    /// A lap starts: `count` seeds lifted from `hole` (lap 0 is the move's own hole).
    Lift {
        /// Global index.
        hole: u8,
        /// Seeds lifted.
        count: u16,
        /// 0 for the first lap, then 1, 2, … for relay laps.
        lap: u32,
    },
    /// One seed dropped into `hole`.
    Sow {
        /// Global index.
        hole: u8,
    },
    /// Ayoayo: the lap's own start hole was passed over.
    Skip {
        /// Global index.
        hole: u8,
    },
    /// `count` seeds taken from `hole` by `by` (into his store, or off the board in Nsolo).
    Capture {
        /// Global index.
        hole: u8,
        /// Seeds taken.
        count: u16,
        /// The capturing player.
        by: Player,
    },
    /// Nsolo: a bonus capture is owed: `count` stones to remove.
    BonusOwed {
        /// Stones owed.
        count: u16,
    },
    /// Nsolo: one stone removed from `hole` as a bonus.
    Remove {
        /// Global index.
        hole: u8,
        /// The removing player.
        by: Player,
    },
    /// The player to move passed.
    Pass {
        /// Who passed.
        by: Player,
    },
    /// End of game: `count` seeds from `hole` go to `to`'s store.
    Collect {
        /// Global index.
        hole: u8,
        /// Seeds moved.
        count: u16,
        /// Whose store receives them.
        to: Player,
    },
    /// The game is over.
    End {
        /// Winner and reason.
        outcome: Outcome,
    },
}

/// Receives the [`Event`]s of a move as they happen. `()` ignores them (and costs nothing).
pub trait Observer {
    /// `false` only for observers that ignore every event, so that a move can be played
    /// once instead of checked first and then replayed for the account.
    const ACTIVE: bool = true;

    /// Called for each step.
    fn event(&mut self, event: Event);
}

impl Observer for () {
    const ACTIVE: bool = false;

    #[inline(always)]
    fn event(&mut self, _: Event) {}
}

#[cfg(feature = "alloc")]
impl Observer for alloc::vec::Vec<Event> {
    fn event(&mut self, event: Event) {
        self.push(event);
    }
}
