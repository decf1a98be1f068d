//! Card table checks: every 3rd-edition base card of ages 1-10 has its effects,
//! and each implementation's effects match the printed kinds.
use innovation::cards::{self, EffectKind, CARDS};
use innovation::model::{CardId, Edition};

#[test]
fn every_base_card_is_implemented() {
    assert_eq!(cards::unimplemented(Edition::Third), Vec::<&str>::new());
}

#[test]
fn every_card_has_effects_with_text() {
    for c in 0..CARDS.len() as CardId {
        let f = cards::facts(c);
        if f.editions & Edition::Third.bit() == 0 || f.age > 10 {
            continue;
        }
        let effects = cards::effects(c);
        assert!(!effects.is_empty(), "{} has no effects", f.name);
        for e in effects {
            assert!(e.text.len() > 5, "{}: empty effect text", f.name);
            // Demands are worded as demands, so the UI can set them apart.
            assert_eq!(e.kind == EffectKind::Demand, e.text.starts_with("I demand"), "{}: {}", f.name, e.text);
        }
    }
}

#[test]
fn implemented_effects_follow_the_printed_kinds() {
    for c in 0..CARDS.len() as CardId {
        let f = cards::facts(c);
        if cards::def(c).is_none() {
            continue;
        }
        let kinds: String = cards::effects(c).iter().map(|e| if e.kind == EffectKind::Demand { 'D' } else { 'N' }).collect();
        assert_eq!(kinds, f.effect_kinds_3e, "{}", f.name);
    }
}
