//! Encyclopedia (base set, age 6, blue): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Encyclopedia",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect(
        "You may meld the cards of the highest value in your score pile, but only all of them together: melding one of them means melding every one.",
        run!(encyclopedia),
    )]),
    Variant::new(E4, &[
        effect("Name a value. You may meld every card of that value in your score pile.", run!(encyclopedia_meld_4e)),
        effect("You may junk an available achievement of value [5], [6] or [7].", run!(encyclopedia_junk_4e)),
    ])],
};

async fn encyclopedia(cx: &mut Ctx, e: Exec) -> R {
    let highest = highest(&cx.score_pile(e.you));
    // An optional effect on a fixed set: yes/no first (scenario spec, rule 4).
    if highest.is_empty() || !cx.yes_no_on(e.you, Intent::Meld, &highest, "Meld all the highest cards of your score pile?").await? {
        return Ok(());
    }
    cx.meld_all(e.you, &highest).await?;
    Ok(())
}
async fn encyclopedia_meld_4e(cx: &mut Ctx, e: Exec) -> R {
    let values = cx.s().rules().values();
    let v = cx.choose_value(e.you, &values, "Name a value: you may then meld every card of that value in your score pile").await?;
    let of_value: Vec<CardId> = cx.score_pile(e.you).into_iter().filter(|&c| age(c) == v).collect();
    // An optional effect on a fixed set: yes/no, not asked when the set is empty
    // (spec rules 4 and 5).
    if of_value.is_empty() || !cx.yes_no_on(e.you, Intent::Meld, &of_value, &format!("Meld every {v} in your score pile?")).await? {
        return Ok(());
    }
    cx.meld_all(e.you, &of_value).await?;
    Ok(())
}
async fn encyclopedia_junk_4e(cx: &mut Ctx, e: Exec) -> R {
    cx.junk_available(e.you, &[5, 6, 7], true).await?;
    Ok(())
}
