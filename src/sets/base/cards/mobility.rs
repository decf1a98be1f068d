//! Mobility (base set, age 8, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Mobility",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[demand(
        "I demand that you transfer your two highest top cards that are not red and show no {factory} from your board to my score pile! If you transferred at least one, draw an [8]!",
        run!(mobility),
    )]),
    Variant::new(E4, &[demand(
        "I demand that you transfer your two highest top cards that are not red and show no {factory} to my score pile! If you transfer any, draw an [8]!",
        run!(mobility),
    )])],
};

async fn mobility(cx: &mut Ctx, e: Exec) -> R {
    let cands: Vec<CardId> =
        cx.s().top_cards(e.you).into_iter().filter(|&c| color(c) != Color::Red && !cx.s().has_icon(c, Icon::Factory)).collect();
    // Both cards are fixed before either moves: the card uncovered by the first
    // transfer is not a candidate.
    let chosen = cx.choose_extreme(e.you, &cands, 2, true, Intent::Give { to: Some(e.leader) }, "Choose your two highest top cards to hand over").await?;
    let mut transferred = 0;
    for &c in &chosen {
        if cx.transfer(e.you, c, Zone::Score(e.leader)).await? {
            transferred += 1;
        }
    }
    if transferred > 0 {
        // The demand speaks to the vulnerable player: they draw (BGA rules page, "DOGMA"
        // step 3: "you/your" in a demand is the vulnerable player).
        cx.draw(e.you, 8).await?;
    }
    Ok(())
}
