//! Time (Artifacts of History, age 8, yellow): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Time",
    set: CardSet::Artifacts,
    variants: &[Variant::new(E3, &[compel(
        "I compel you to move one of your top cards that is not yellow and shows a {clock} onto my board! If you do, do this effect again!",
        run!(time),
    )])],
};

async fn time(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let cands = top_cards_where(cx.s(), e.you, |c| color(c) != Color::Yellow && cx.s().has_icon(c, Icon::Clock));
        let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, "Choose a non-yellow top card with a clock to move to the compelling player's board").await? else {
            return Ok(());
        };
        if !cx.transfer_to_board(e.you, c, e.leader).await? {
            return Ok(());
        }
    }
    Ok(())
}
