//! Engineering (base set, age 3, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Engineering",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[
        demand("I demand that you move every top card with a {castle} from your board into my score pile!", run!(engineering_demand)),
        effect("You may splay your red cards to the left.", run!(engineering_splay)),
    ]),
    // "A top card with {castle} of each colour": one card per colour, the top cards
    // as they are when the demand starts (not "all cards", which in the 4th edition
    // would go on with the cards uncovered: rulebook-4th-edition.txt, "All cards").
    Variant::new(E4, &[
        demand("I demand that you move, from each colour of your board, a top card with {castle} into my score pile!", run!(engineering_demand)),
        effect("You may splay your red cards to the left.", run!(engineering_splay)),
    ])],
};

async fn engineering_demand(cx: &mut Ctx, e: Exec) -> R {
    let tops = top_cards_where(cx.s(), e.you, |c| cx.s().has_icon(c, Icon::Castle));
    for c in tops {
        cx.transfer(e.you, c, Zone::Score(e.leader)).await?;
    }
    Ok(())
}
async fn engineering_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Red], Splay::Left).await?;
    Ok(())
}
