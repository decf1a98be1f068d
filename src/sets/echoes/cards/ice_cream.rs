//! Ice Cream (Echoes of the Past, age 7, purple): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Ice Cream",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("Score one of your top cards that is not purple and has no bonus.", run!(ice_cream_echo)),
        demand("I demand that you draw a [1] and meld it!", run!(ice_cream_demand)),
        effect(
            "Pick the [6], [7], [8] or [9] deck. If it holds a card, you may make its bottom card an available achievement.",
            run!(ice_cream),
        ),
    ])],
};

async fn ice_cream_echo(cx: &mut Ctx, e: Exec) -> R {
    let cands = top_cards_where(cx.s(), e.you, |c| color(c) != Color::Purple && bonus(c).is_none());
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, "Choose a non-purple top card without a bonus to score").await? {
        cx.score(e.you, c).await?;
    }
    Ok(())
}

async fn ice_cream_demand(cx: &mut Ctx, e: Exec) -> R {
    cx.draw_and_meld(e.you, 1).await?;
    Ok(())
}

/// The deck is the base supply pile of that value; any of the four may be picked,
/// an empty one too. The bottom card is one named card: the card (`age N`, it is
/// face down) or `pass` (spec rule 4).
async fn ice_cream(cx: &mut Ctx, e: Exec) -> R {
    let v = cx.choose_boxed_value(e.you, &[6, 7, 8, 9], "Choose the deck").await?;
    let v = cx.boxed(v);
    let Some(&bottom) = cx.s().deck(CardSet::Base, v).last() else { return Ok(()) };
    if let Some(c) = cx.choose_card(e.you, &[bottom], true, Intent::Transfer, &format!("You may make the bottom card of the {v} deck an available achievement")).await? {
        cx.transfer(e.you, c, Zone::AvailableAchievements).await?;
    }
    Ok(())
}
