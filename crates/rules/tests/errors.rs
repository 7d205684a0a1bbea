//! A refused move's name (`PlayError::name`): what the page translates. Every refusal has its
//! own, in kebab case, and `TooFewSeeds` is named by what it means to a player.

use mancala_rules::PlayError;

#[test]
fn every_refusal_has_its_own_kebab_case_name() {
    let all = [
        PlayError::GameOver,
        PlayError::NoSuchHole,
        PlayError::NotYourHole,
        PlayError::TooFewSeeds { needs: 1 },
        PlayError::TooFewSeeds { needs: 2 },
        PlayError::PlayedInOpening,
        PlayError::SingletonNotAllowed,
        PlayError::NeverEnds,
        PlayError::MustFeed,
        PlayError::RemovalsPending,
        PlayError::NoRemovalOwed,
        PlayError::NotAnOpponentStone,
        PlayError::PassNotAllowed,
    ];
    let names: Vec<&str> = all.iter().map(PlayError::name).collect();
    for (e, n) in all.iter().zip(&names) {
        assert!(
            !n.is_empty() && n.bytes().all(|b| b.is_ascii_lowercase() || b == b'-'),
            "{e:?}: {n}"
        );
    }
    let mut unique = names.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), names.len(), "{names:?}");
    assert_eq!(PlayError::TooFewSeeds { needs: 1 }.name(), "empty-hole");
    assert_eq!(PlayError::TooFewSeeds { needs: 3 }.name(), "too-few-seeds");
}
