//! Palampore (Echoes of the Past, age 5, green): our wording of its text, then
//! the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Palampore",
    set: CardSet::Echoes,
    variants: &[Variant::new(E3, &[
        effect("If a bonus value appears two or more times on your board, draw a card of that value and score it.", run!(palampore_score)),
        effect("You may splay your purple cards right.", run!(palampore_splay)),
        effect("If your board shows at least six bonuses, claim the Wealth achievement.", run!(palampore_wealth)),
    ])],
};

/// The bonuses of one's board are the visible ones (3rd-edition rules,
/// "Bonuses"); with several repeated values, the player chooses one.
fn bonuses(cx: &Ctx, p: PlayerId) -> Vec<u8> {
    crate::rules::query::bonuses(cx.s(), p)
}

async fn palampore_score(cx: &mut Ctx, e: Exec) -> R {
    let all = bonuses(cx, e.you);
    let mut repeated: Vec<u8> = all.iter().copied().filter(|&v| all.iter().filter(|&&w| w == v).count() > 1).collect();
    crate::sort::sort(&mut repeated);
    repeated.dedup();
    if repeated.is_empty() {
        return Ok(());
    }
    let v = cx.choose_value(e.you, &repeated, "Choose a bonus value that appears more than once on your board: draw and score a card of that value").await?;
    cx.draw_and_score(e.you, v).await?;
    Ok(())
}

async fn palampore_splay(cx: &mut Ctx, e: Exec) -> R {
    cx.may_splay(e.you, &[Color::Purple], Splay::Right).await?;
    Ok(())
}

async fn palampore_wealth(cx: &mut Ctx, e: Exec) -> R {
    if bonuses(cx, e.you).len() >= 6 {
        cx.claim_special(e.you, "Wealth").await?;
    }
    Ok(())
}
