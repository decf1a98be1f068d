//! Hot Air Balloon (Echoes of the Past, age 6, green): our wording of its text,
//! then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::achievements::can_achieve;

pub static CARD: CardDef = CardDef {
    name: "Hot Air Balloon",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw a [7] and score it.", run!(hot_air_balloon_echo)),
        effect(
            "You may achieve, if you are eligible, a top card of another player's board whose value matches one of that player's achievements. If you do, transfer your top green card to that player's board. If you do not, draw a [7] and meld it.",
            run!(hot_air_balloon),
        ),
    ])],
};

async fn hot_air_balloon_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_score(e.you, 7).await?;
    Ok(())
}

/// An achievement "of matching value" is a standard achievement of the card's
/// value (special achievements have none). Eligible: the score and top-card
/// requirements of an achievement of that value (3rd-edition rules, "Echoes of the
/// Past", achievements).
async fn hot_air_balloon(cx: &mut Ctx, e: Exec) -> R {
    let s = cx.s();
    let mut cands = vec![];
    for q in s.players_from(e.you) {
        if q == e.you {
            continue;
        }
        let held: Vec<u8> = s.players[q as usize].achievements.iter().filter_map(|a| if let Achievement::Card(x) = a { Some(age(*x)) } else { None }).collect();
        for t in s.top_cards(q) {
            // The top card's value where it lies: Battleship Yamato shows 11 on a board.
            if held.contains(&s.value(t)) && can_achieve(s, e.you, t) {
                cands.push(t);
            }
        }
    }
    if let Some(c) = cx.choose_card(e.you, &cands, true, Intent::Achieve, "You may achieve a top card of another player's board (they hold an achievement of its value)").await? {
        let Some(Zone::Board(owner, _)) = cx.s().loc(c) else { return Ok(()) };
        if cx.achieve(e.you, c).await? {
            if let Some(g) = cx.s().top(e.you, Color::Green) {
                cx.transfer_to_board(e.you, g, owner).await?;
            }
            return Ok(());
        }
    }
    cx.draw_and_meld(e.you, 7).await?;
    Ok(())
}
