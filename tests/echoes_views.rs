//! What the Echoes cards show to one player only: Tuning Fork's echo effect ("look
//! at the top card of any deck") names the card in the log of the player who looks
//! (and of the all-seeing reader), never in another player's or a spectator's.
use innovation::log::Viewer;
use innovation::scenario;

const TUNING_FORK: &str = include_str!("scenarios/cards/echoes/tuning_fork-1-plain.json");

#[test]
fn tuning_fork_look_is_seen_by_the_looker_only() {
    let sc = scenario::parse(TUNING_FORK).expect("scenario parses");
    let mut g = scenario::start(&sc).expect("scenario starts");
    for s in &sc.steps {
        g.answer(s).expect("legal step");
    }
    let line = |v: Viewer| g.log_lines(v).into_iter().find(|l| l.contains(" looks at ")).expect("a look in the log");
    // ann (player 0) looked at the top card of the base 5 deck, Coal.
    assert_eq!(line(Viewer::Player(0)), "ann looks at Coal, the top card of the base 5 deck");
    assert_eq!(line(Viewer::All), "ann looks at Coal, the top card of the base 5 deck");
    for v in [Viewer::Player(1), Viewer::Spectator] {
        assert_eq!(line(v), "ann looks at the top card of the base 5 deck");
        assert!(!g.log_lines(v).iter().any(|l| l.contains("Coal")), "{v:?} must not read the card's name");
    }
    // The card stayed where it was.
    assert_eq!(g.state().deck(innovation::model::CardSet::Base, 5)[0], g.state().card("Coal").unwrap());
}

/// The answer that made a player look at a card cannot be taken back (the card was
/// shown), like a draw.
#[test]
fn tuning_fork_look_cannot_be_undone() {
    let sc = scenario::parse(include_str!("scenarios/cards/echoes/tuning_fork-8-return-prompt.json")).expect("scenario parses");
    let mut g = scenario::start(&sc).expect("scenario starts");
    g.answer_str("dogma Tuning Fork").unwrap();
    g.answer_str("5").unwrap();
    assert!(g.can_undo(), "choosing the value shows nothing yet");
    g.answer_str("base").unwrap();
    assert!(g.question().is_some_and(|q| q.keys().contains(&"Tools".to_string())), "the return is pending");
    assert!(!g.can_undo(), "the look showed a card");
}
