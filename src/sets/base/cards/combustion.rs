//! Combustion (base set, age 7, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Combustion",
    set: CardSet::Base,
    variants: &[
        Variant::new(E3, &[
            demand(
                "I demand that you transfer to my score pile one card from your score pile for each four {crown} on my board!",
                run!(combustion_demand),
            ),
            effect("Return the bottom card of your red pile.", run!(combustion_return)),
        ]),
        Variant::new(E1, &[demand("I demand that you transfer two cards from your score pile to my score pile!", run!(combustion_demand_1e))]),
        Variant::new(E4, &[
            demand(
                "I demand that you transfer to my score pile one card from your score pile for each colour on my board showing {crown}!",
                run!(combustion_demand_4e),
            ),
            effect("Return the bottom card of your red pile.", run!(combustion_return)),
        ]),
    ],
};

async fn combustion_demand(cx: &mut Ctx, e: Exec) -> R {
    let n = cx.icon_count(e.leader, Icon::Crown) / 4;
    give_from_score(cx, e, n).await
}
async fn combustion_demand_1e(cx: &mut Ctx, e: Exec) -> R {
    give_from_score(cx, e, 2).await
}
/// The demanded player chooses `n` cards of their score pile for the leader's.
async fn give_from_score(cx: &mut Ctx, e: Exec, n: usize) -> R {
    let score = cx.score_pile(e.you);
    let chosen = cx.choose_cards(e.you, &score, n, n, Intent::Give { to: Some(e.leader) }, &format!("Choose {n} cards from your score pile to hand over")).await?;
    for c in chosen {
        cx.transfer(e.you, c, Zone::Score(e.leader)).await?;
    }
    Ok(())
}
async fn combustion_return(cx: &mut Ctx, e: Exec) -> R {
    if let Some(c) = cx.s().pile(e.you, Color::Red).bottom() {
        cx.return_card(e.you, c).await?;
    }
    Ok(())
}
async fn combustion_demand_4e(cx: &mut Ctx, e: Exec) -> R {
    let n = Color::ALL.iter().filter(|&&col| cx.s().pile_icon_count(e.leader, col, Icon::Crown) > 0).count();
    give_from_score(cx, e, n).await
}
