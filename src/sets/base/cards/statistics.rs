//! Statistics (base set, age 5, yellow): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Statistics",
    set: CardSet::Base,
    variants: &[
        Variant::new(E3, &[
            demand("I demand that you move every card of the highest value in your score pile into your hand!", run!(statistics_demand)),
            effect("You may splay your yellow cards to the right.", run!(statistics_splay)),
        ]),
        Variant::new(E1, &[
            demand(
                "I demand that you move one card of the highest value in your score pile into your hand! If you do and then have exactly one card in your hand, do this demand again!",
                run!(statistics_demand_1e),
            ),
            effect("You may splay your yellow cards to the right.", run!(statistics_splay)),
        ]),
        Variant::new(E4, &[
            demand("I demand that you move every card of the value I name from your score pile into your hand!", run!(statistics_demand_4e)),
            effect("You may splay your yellow cards to the right.", run!(statistics_splay)),
        ]),
    ],
};

async fn statistics_demand(cx: &mut Ctx, e: Exec) -> R {
    let highest = highest(&cx.score_pile(e.you));
    for c in highest {
        cx.transfer(e.you, c, Zone::Hand(e.you)).await?;
    }
    Ok(())
}
async fn statistics_demand_1e(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let top = highest(&cx.score_pile(e.you));
        let Some(c) = cx.choose_card(e.you, &by_age_title(&top), false, Intent::Take, "Choose a highest card of your score pile to take into your hand").await? else { break };
        if !cx.transfer(e.you, c, Zone::Hand(e.you)).await? || cx.hand(e.you).len() != 1 {
            break;
        }
    }
    Ok(())
}
async fn statistics_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Yellow], Splay::Right).await?;
    Ok(())
}
async fn statistics_demand_4e(cx: &mut Ctx, e: Exec) -> R {
    let values = cx.s().rules().values();
    let v = cx.choose_value(e.leader, &values, "Name a value: the demanded player takes every card of that value from their score pile into their hand").await?;
    let of_value: Vec<CardId> = cx.score_pile(e.you).into_iter().filter(|&c| age(c) == v).collect();
    for c in of_value {
        cx.transfer(e.you, c, Zone::Hand(e.you)).await?;
    }
    Ok(())
}
