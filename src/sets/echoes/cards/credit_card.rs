//! Credit Card (Echoes of the Past, age 9, green): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Credit Card",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Draw a [9] and foreshadow it.", run!(credit_card_echo)),
        effect("You may move one of your top cards that is not green into your hand. If you do, draw a card of its value and score it.", run!(credit_card)),
        effect("You may splay your green cards up.", run!(credit_card_splay)),
    ])],
};

async fn credit_card_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_foreshadow(e.you, 9).await?;
    Ok(())
}

async fn credit_card(cx: &mut Ctx, e: Exec) -> R {
    let cands = top_cards_where(cx.s(), e.you, |c| color(c) != Color::Green);
    if let Some(c) = cx.choose_card(e.you, &cands, true, Intent::Take, "You may take a non-green top card into your hand").await? {
        if cx.transfer(e.you, c, Zone::Hand(e.you)).await? {
            cx.draw_and_score(e.you, age(c)).await?;
        }
    }
    Ok(())
}

async fn credit_card_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Green], Splay::Up).await?;
    Ok(())
}
