//! Stamp Act (Artifacts of History, age 6, yellow): our wording of its text,
//! then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Stamp Act",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[compel(
        "I compel you to move a card from your score pile into mine whose value equals that of your top yellow card! If you did, return a card from your score pile whose value equals that of your top green card!",
        run!(stamp_act),
    )])],
};

// "Your" top yellow and green cards: the compelled player's. Without such a top
// card its value is 0 (BGA rules page, "Draw [and ...]"), and no card has it.
async fn stamp_act(cx: &mut Ctx, e: Exec) -> R {
    let value_of = |cx: &Ctx, col: Color| cx.s().top(e.you, col).map(age).unwrap_or(0);
    let yellow = value_of(cx, Color::Yellow);
    let cands: Vec<CardId> = cx.score_pile(e.you).into_iter().filter(|&c| age(c) == yellow).collect();
    let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, &format!("Choose a card of value {yellow} from your score pile to hand over")).await? else { return Ok(()) };
    if !cx.transfer(e.you, c, Zone::Score(e.leader)).await? {
        return Ok(());
    }
    let green = value_of(cx, Color::Green);
    let cands: Vec<CardId> = cx.score_pile(e.you).into_iter().filter(|&c| age(c) == green).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Return, &format!("Return a card of value {green} from your score pile")).await? {
        cx.return_card(e.you, c).await?;
    }
    Ok(())
}
