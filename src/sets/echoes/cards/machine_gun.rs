//! Machine Gun (Echoes of the Past, age 7, red): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Machine Gun",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        echo("If your board has five top cards, draw and score a [7].", run!(machine_gun_echo)),
        demand("I demand that you move every top card of your board that has a bonus into my score pile! If at least one moved, draw a [7]!", run!(machine_gun_demand)),
        effect("Return each of your top cards that is not red.", run!(machine_gun_return)),
    ])],
};

async fn machine_gun_echo(cx: &mut Ctx, e: Exec) -> R {
    if cx.s().top_cards(e.you).len() == 5 {
        cx.draw_and_score(e.you, 7).await?;
    }
    Ok(())
}

async fn machine_gun_demand(cx: &mut Ctx, e: Exec) -> R {
    let with_bonus = top_cards_where(cx.s(), e.you, |c| bonus(c).is_some());
    for &c in &with_bonus {
        cx.transfer(e.you, c, Zone::Score(e.leader)).await?;
    }
    if !with_bonus.is_empty() {
        cx.draw(e.you, 7).await?;
    }
    Ok(())
}

async fn machine_gun_return(cx: &mut Ctx, e: Exec) -> R {
    let tops = top_cards_where(cx.s(), e.you, |c| color(c) != Color::Red);
    cx.return_all(e.you, &tops).await?;
    Ok(())
}
