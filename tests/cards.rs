//! Card table checks: every base card of each edition has its effects, each
//! implementation's effects match the printed kinds of that edition, card ids are
//! append-only, and each card's file is named from its title.
use innovation::cards::{self, EffectKind, CARDS};
use innovation::model::{CardId, CardSet, Edition};
use innovation::rules::ruleset::Ruleset;
use std::path::Path;

/// Editions whose base cards are all implemented.
const COMPLETE: [Edition; 3] = [Edition::First, Edition::Third, Edition::Fourth];

#[test]
fn every_base_card_is_implemented() {
    for e in COMPLETE {
        assert_eq!(cards::unimplemented(Ruleset::base(e)), Vec::<&str>::new(), "{e:?}");
    }
}

/// Every card of the four 3rd-edition expansions and the relics is implemented: a
/// card code for each Echoes, Artifacts, Figures and relic card that prints
/// effects; the cities (and Timbuktu, a city relic) are played from their data.
#[test]
fn every_expansion_card_is_implemented() {
    let all = [CardSet::Echoes, CardSet::Artifacts, CardSet::Relics, CardSet::Cities, CardSet::Figures];
    let rules = Ruleset::new(Edition::Third, &all);
    let missing: Vec<&str> = cards::unimplemented(rules).into_iter().filter(|t| {
        let c = (0..CARDS.len() as CardId).find(|&c| cards::facts(c).title(Edition::Third) == *t).unwrap();
        !cards::facts(c).kinds[Edition::Third.index()].is_empty()
    }).collect();
    assert_eq!(missing, Vec::<&str>::new());
    for set in all {
        let n = (0..CARDS.len() as CardId).filter(|&c| cards::facts(c).set == set && rules.plays(c)).count();
        assert!(n >= 5, "{set:?}: {n} cards in play");
    }
}

#[test]
fn every_card_has_effects_with_text() {
    for e in Edition::ALL {
        let rules = Ruleset::base(e);
        for c in 0..CARDS.len() as CardId {
            let f = cards::facts(c);
            if !rules.plays(c) || cards::variant(c, e).is_none() {
                continue;
            }
            let effects = cards::effects(c, e);
            assert!(!effects.is_empty(), "{} has no effects ({e:?})", f.name);
            for x in effects {
                assert!(x.text.len() > 5, "{}: empty effect text", f.name);
                // Demands are worded as demands, so the UI can set them apart.
                assert_eq!(x.kind == EffectKind::Demand, x.text.starts_with("I demand"), "{}: {}", f.name, x.text);
            }
        }
    }
}

#[test]
fn implemented_effects_follow_the_printed_kinds() {
    for e in Edition::ALL {
        for c in 0..CARDS.len() as CardId {
            let f = cards::facts(c);
            if cards::variant(c, e).is_none() {
                continue;
            }
            assert!(f.in_edition(e), "{} has an implementation for {e:?}, which does not print it", f.name);
            let kinds: String = cards::effects(c, e).iter().map(|x| x.kind.letter()).collect();
            assert_eq!(kinds, f.kinds[e.index()], "{} ({e:?})", f.name);
        }
    }
}

#[test]
fn card_ids_are_append_only() {
    // Saves store card ids: the base cards of ages 1-11 keep the first 115 ids, in
    // the order of their reference ids, and src/cards/ids.txt lists every id.
    let ids = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cards/ids.txt")).unwrap();
    let ids: Vec<&str> = ids.lines().collect();
    assert_eq!(ids.len(), CARDS.len());
    for (i, f) in CARDS.iter().enumerate() {
        assert_eq!(ids[i], f.key);
    }
    for (i, key) in ids.iter().take(115).enumerate() {
        assert_eq!(*key, format!("B{:03}", i + 1));
    }
}

/// The file of a card: its title in lower case, anything but letters and digits as "_".
fn file_name(title: &str) -> String {
    let mut out = String::new();
    for ch in title.to_lowercase().chars() {
        if ch.is_ascii_alphanumeric() {
            out.push(ch);
        } else if !out.ends_with('_') {
            out.push('_');
        }
    }
    out.trim_matches('_').to_string()
}

#[test]
fn each_card_is_in_the_file_named_from_its_title() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/sets");
    for set in innovation::sets::SETS {
        let folder = dir.join(set.set.name()).join("cards");
        // A set whose cards have no text of their own (Cities) has no card files.
        if !folder.exists() {
            assert!(set.cards.is_empty(), "src/sets/{}/cards is missing", set.set.name());
            continue;
        }
        let mut files: Vec<String> = std::fs::read_dir(&folder)
            .unwrap()
            .map(|f| f.unwrap().file_name().into_string().unwrap())
            .filter(|f| f != "mod.rs")
            .collect();
        files.sort();
        let mut named: Vec<String> = set.cards.iter().map(|d| format!("{}.rs", file_name(d.name))).collect();
        named.sort();
        assert_eq!(files, named, "src/sets/{}/cards: one file per card, named from its title (run tools/gen_card_index.py)", set.set.name());
        for d in set.cards {
            let text = std::fs::read_to_string(folder.join(format!("{}.rs", file_name(d.name)))).unwrap();
            assert!(text.contains(&format!("name: {:?}", d.name)), "{} is defined in its own file", d.name);
            assert_eq!(d.set, set.set);
        }
    }
    assert!(innovation::sets::SETS.iter().any(|s| s.set == CardSet::Base));
}

#[test]
fn the_guide_shows_archery_as_it_is() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let guide = std::fs::read_to_string(root.join("docs/writing-cards.md")).unwrap();
    let file = std::fs::read_to_string(root.join("src/sets/base/cards/archery.rs")).unwrap();
    assert!(guide.contains(&file), "docs/writing-cards.md quotes src/sets/base/cards/archery.rs: update the quote");
}
