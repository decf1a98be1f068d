//! Consistency checks of a state: used after every answer in self-play and when
//! loading a save file.
use crate::cards::CARDS;
use crate::log::Event;
use crate::model::*;
use crate::state::*;

pub fn check(s: &State) -> Result<(), String> {
    // The players, teams and edition pass the same checks as a new game's, and the
    // fixed configuration is the one a new game of them gets.
    let teams = s.config.teams.as_ref().map(|t| {
        let mut by_team: Vec<Vec<String>> = vec![];
        for (i, &team) in t.iter().enumerate() {
            let team = team as usize;
            if by_team.len() <= team {
                by_team.resize(team + 1, vec![]);
            }
            if let Some(p) = s.players.get(i) {
                by_team[team].push(p.name.clone());
            }
        }
        by_team
    });
    let cfg = crate::setup::GameConfig {
        players: s.players.iter().map(|p| p.name.clone()).collect(),
        teams,
        seed: None,
        edition: s.config.rules.edition.number(),
        expansions: s.config.rules.expansions().iter().map(|x| x.name().to_string()).collect(),
    };
    let config = crate::setup::validate(&cfg).map_err(|e| e.to_string())?;
    if config != s.config {
        return Err(format!("the configuration {:?} is not that of a game of these players ({config:?})", s.config));
    }
    let n = s.players.len();
    if s.loc.len() != s.config.rules.card_ids() || s.decks.len() != s.config.rules.deck_slots() || s.turn_tucked.len() != n || s.turn_scored.len() != n {
        return Err("wrong table sizes".into());
    }
    let rules = s.config.rules;
    let mut seen = vec![false; CARDS.len()];
    let mut visit = |c: CardId, zone: Zone| -> Result<(), String> {
        let i = c as usize;
        if i >= CARDS.len() {
            return Err(format!("unknown card id {c}"));
        }
        if seen[i] {
            return Err(format!("{} lies in two places", CARDS[i].name));
        }
        seen[i] = true;
        if !rules.plays(c) {
            return Err(format!("{} is not a card of this game", CARDS[i].name));
        }
        if s.loc(c) != Some(zone) {
            return Err(format!("{} is in {:?} but indexed at {:?}", CARDS[i].name, zone, s.loc(c)));
        }
        Ok(())
    };
    for (slot, d) in s.decks.iter().enumerate() {
        let (set, age) = (CardSet::ALL[slot / DECK_SLOTS], (slot % DECK_SLOTS) as u8);
        for &c in d {
            if c as usize >= CARDS.len() {
                return Err(format!("unknown card id {c}"));
            }
            if CARDS[c as usize].age != age || CARDS[c as usize].set != set {
                return Err(format!("{} lies in the {} {age} deck", CARDS[c as usize].name, set.name()));
            }
            visit(c, Zone::Deck(set, age))?;
        }
    }
    for &c in &s.junk {
        visit(c, Zone::Junk)?;
    }
    for (k, z) in s.zones.iter().enumerate() {
        let kind = ZoneKind(k as u8);
        if !z.is_empty() && crate::sets::zone_def(kind).map(|d| d.per_player || !d.in_play(rules)).unwrap_or(true) {
            return Err(format!("cards lie in an unknown zone {k}"));
        }
        for &c in z {
            visit(c, Zone::Set(kind, None))?;
        }
    }
    for &c in &s.available {
        visit(c, Zone::AvailableAchievements)?;
    }
    for &c in &s.removed {
        visit(c, Zone::Removed)?;
    }
    for (pi, p) in s.players.iter().enumerate() {
        let pid = pi as PlayerId;
        for (k, z) in p.zones.iter().enumerate() {
            let kind = ZoneKind(k as u8);
            if !z.is_empty() && crate::sets::zone_def(kind).map(|d| !d.per_player || !d.in_play(rules)).unwrap_or(true) {
                return Err(format!("{}'s cards lie in an unknown zone {k}", p.name));
            }
            for &c in z {
                visit(c, Zone::Set(kind, Some(pid)))?;
            }
        }
        if p.eliminated && (!p.hand.is_empty() || !p.score.is_empty() || !p.achievements.is_empty() || p.board.iter().any(|pile| !pile.cards().is_empty())) {
            return Err(format!("{} is out of the game but owns cards", p.name));
        }
        for &c in &p.hand {
            visit(c, Zone::Hand(pid))?;
        }
        for &c in &p.score {
            visit(c, Zone::Score(pid))?;
        }
        if !p.hand.is_sorted_by_key(|&c| crate::cards::age_title(c)) || !p.score.is_sorted_by_key(|&c| crate::cards::age_title(c)) {
            return Err(format!("{}'s hand or score pile is not by age then title", p.name));
        }
        for a in &p.achievements {
            if let Achievement::Card(c) = a {
                visit(*c, Zone::Achievements(pid))?;
            }
        }
        for color in Color::ALL {
            let pile = &p.board[color.index()];
            if pile.cards().len() <= 1 && pile.splay() != Splay::None {
                return Err(format!("{}'s {} pile of {} card(s) is splayed", p.name, color.name(), pile.cards().len()));
            }
            for &c in pile.cards() {
                if c as usize >= CARDS.len() {
                    return Err(format!("unknown card id {c}"));
                }
                if CARDS[c as usize].color != color {
                    return Err(format!("{} lies in the {} pile", CARDS[c as usize].name, color.name()));
                }
                visit(c, Zone::Board(pid, color))?;
            }
        }
    }
    for (i, l) in s.loc.iter().enumerate() {
        if l.is_some() && !seen[i] {
            return Err(format!("{} is indexed but lies nowhere", CARDS[i].name));
        }
    }
    // Only now that every card is known to exist may its icons and hooks be read.
    if !crate::rules::hooks::karma_is_current(s) {
        return Err("the top cards with hooks kept for this state are not its top cards".into());
    }
    visible_counts(s)?;
    // Each special achievement of the game lies in one place at most (a scenario
    // may leave some out of the game).
    let in_game = crate::rules::specials::of_game(rules);
    let mut specials: Vec<crate::rules::specials::SpecialId> = s.specials.iter().chain(&s.junk_specials).copied().collect();
    specials.extend(s.players.iter().flat_map(|p| p.achievements.iter()).filter_map(|a| if let Achievement::Special(sp) = a { Some(*sp) } else { None }));
    crate::sort::sort(&mut specials);
    if specials.windows(2).any(|w| w[0] == w[1]) || specials.iter().any(|sp| !in_game.contains(sp)) {
        return Err(format!("the special achievements {specials:?} are not each of {in_game:?} at most once"));
    }
    if !rules.has_junk() && !s.junk_specials.is_empty() {
        return Err("special achievements lie in the junk of an edition without one".into());
    }
    if let Phase::Turn { player, actions_left, .. } = s.phase {
        if player as usize >= n || !(1..=2).contains(&actions_left) {
            return Err("bad turn".into());
        }
    }
    // The rest guards against tampered save files: everything a later lookup
    // indexes by must be in range.
    if let Some(t) = &s.config.teams {
        if t.len() != n {
            return Err(format!("teams name {} players, the game has {n}", t.len()));
        }
    }
    if s.config.achievements_to_win == 0 {
        return Err("no achievements needed to win".into());
    }
    if s.first_player as usize >= n {
        return Err("the first player is not in the game".into());
    }
    match &s.phase {
        Phase::Setup => {
            if s.players.iter().any(|p| p.hand.is_empty()) {
                return Err("a player has no card to meld at the start".into());
            }
        }
        Phase::Over(o) => {
            if o.winners.iter().any(|&w| w as usize >= n) {
                return Err("a winner is not in the game".into());
            }
        }
        Phase::Turn { .. } => {}
    }
    Ok(())
}

/// Every player and card a log event names exists (a tampered save file must not
/// make the rendering of the log fail).
pub fn check_events(s: &State, events: &[Event]) -> Result<(), String> {
    let n = s.num_players();
    let player_ok = |p: PlayerId| (p as usize) < n;
    let card_ok = |c: CardId| (c as usize) < CARDS.len();
    let zone_ok = |z: &Zone| match *z {
        Zone::Hand(p) | Zone::Board(p, _) | Zone::Score(p) | Zone::Achievements(p) | Zone::Set(_, Some(p)) => player_ok(p),
        Zone::Deck(_, age) => (age as usize) < DECK_SLOTS,
        _ => true,
    };
    for (i, e) in events.iter().enumerate() {
        let ok = match e {
            Event::Turn { player, .. }
            | Event::FirstPlayer { player }
            | Event::FreeDraw { player }
            | Event::Special { player, .. }
            | Event::JunkSpecial { player, .. }
            | Event::UnjunkSpecial { player, .. }
            | Event::Chain { player }
            | Event::Eliminated { player }
            | Event::Parley { player, .. }
            | Event::Inspire { player, .. }
            | Event::Decree { player, .. }
            | Event::DecreeBack { player, .. } => player_ok(*player),
            Event::Karma { player, card, .. } => player_ok(*player) && card_ok(*card),
            Event::Splay { player, .. } => player_ok(*player),
            Event::InitialMeld { player, card } | Event::Reveal { player, card } | Event::Dogma { player, card } | Event::Execute { player, card } | Event::Echo { player, card } | Event::Endorse { player, card } | Event::Seize { player, card } | Event::FreeArtifact { player, card } | Event::Fade { player, card } | Event::Promote { player, card } => {
                player_ok(*player) && card_ok(*card)
            }
            Event::Move { player, card, from, to, .. } => player_ok(*player) && card_ok(*card) && zone_ok(from) && zone_ok(to),
            Event::Look { player, card, from } => player_ok(*player) && card_ok(*card) && zone_ok(from),
            Event::NotImplemented { card } => card_ok(*card),
            Event::Sharing { player, card, counts, sharing, demanded, .. } => {
                player_ok(*player) && card_ok(*card) && counts.len() == n && sharing.iter().chain(demanded).all(|&q| player_ok(q))
            }
            Event::GameEnd { outcome } => {
                outcome.winners.iter().all(|&w| player_ok(w)) && !matches!(outcome.reason, EndReason::Card(c) if !card_ok(c))
            }
        };
        if !ok {
            return Err(format!("log event {i} names a player or card not in the game"));
        }
    }
    Ok(())
}

/// The checks made after every answer (self-play, scenario runs): the state is
/// consistent, the number of cards is still `total`, and a pending question has
/// legal answers.
pub fn check_game(g: &crate::game::Game, total: usize) -> Result<(), String> {
    check(g.state())?;
    if card_count(g.state()) != total {
        return Err(format!("the number of cards changed from {total} to {}", card_count(g.state())));
    }
    if let Some(q) = g.question() {
        if q.choices.is_empty() || q.keys().is_empty() {
            return Err("a question without answers".into());
        }
        // A multi-item question's bounds fit its items (the app's status line says them).
        if q.multi && (q.min > q.max || q.max > q.choices.len() || q.required.iter().any(|r| !q.choices.iter().any(|c| c.key == *r))) {
            return Err(format!("a question whose bounds do not fit its items: {} to {} of {}, required {:?}", q.min, q.max, q.choices.len(), q.required));
        }
        // Every question says where it comes from (an effect or a step of the turn),
        // for the app's question panel and hand-over screen, but the turn's action,
        // the setup meld, and the choice among karmas that would apply to one act
        // (Figures), whose choices name the karmas' cards.
        use crate::question::{Intent, QuestionKind};
        let own = q.kind == QuestionKind::InitialMeld || (q.kind == QuestionKind::Action && q.step.is_none()) || q.intent == Intent::Apply;
        if !own && q.context.is_none() && q.step.is_none() {
            return Err(format!("a question ({:?}) that says neither its effect nor its step", q.kind));
        }
    }
    Ok(())
}

/// Number of cards in the game (constant over a game).
pub fn card_count(s: &State) -> usize {
    s.loc.iter().filter(|l| l.is_some()).count()
}

/// The counts the rules read from the table of what a card shows where it lies
/// (`cards::visible`: a pile's icons and marks are sums over its cards) are those
/// of its visible slots counted one by one.
fn visible_counts(s: &State) -> Result<(), String> {
    use crate::cards::Mark;
    for p in 0..s.players.len() as PlayerId {
        let (mut icons, mut marks) = ([[0usize; 7]; 5], [[0usize; 6]; 5]);
        s.for_each_visible_slot(p, |c, slot| {
            let color = crate::cards::color(c).index();
            if let Some(i) = slot.icon() {
                icons[color][i.index()] += 1;
            }
            if let Some(m) = Mark::of(slot) {
                marks[color][m as usize] += 1;
            }
        });
        for color in Color::ALL {
            let pile = s.pile(p, color);
            let (table_icons, table_marks) = s.pile_sums_counted(pile);
            let name = &s.players[p as usize].name;
            if pile.kept_sums().is_some_and(|kept| kept != (table_icons, table_marks)) {
                return Err(format!("{name}'s {} pile: the sums kept of it are not those of its cards now (a change did not forget them)", color.name()));
            }
            let from_table = [Mark::Hex, Mark::Echo, Mark::Inspire, Mark::Bonus, Mark::Flag, Mark::Fountain].map(|m| m.count(table_marks));
            if crate::cards::lanes(table_icons) != icons[color.index()] || from_table != marks[color.index()] {
                return Err(format!("{name}'s {} pile: the counts read from the table are not those of its visible slots", color.name()));
            }
        }
    }
    Ok(())
}
