//! Fusion (base set, age 11, red; 4th edition only): our wording of its text,
//! then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Fusion",
    set: CardSet::Base,
    variants: &[Variant::new(E4, &[effect(
        "Score one of your top cards of value [11]. If you do, pick a value one or two below the scored card's, and do this effect again with the value you picked in place of [11].",
        run!(fusion),
    )])],
};

async fn fusion(cx: &mut Ctx, e: Exec) -> R {
    let mut value = 11;
    for _ in 0..MAX_REPEATS {
        let cands = top_cards_where(cx.s(), e.you, |c| age(c) == value);
        let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Score, &format!("Choose a top card of value {value} to score")).await? else { break };
        if !cx.score(e.you, c).await? {
            break;
        }
        let lower: Vec<u8> = [2, 1].iter().filter(|&&d| age(c) > d).map(|&d| age(c) - d).collect();
        if lower.is_empty() {
            break;
        }
        value = cx.choose_value(e.you, &lower, "Choose a value one or two below the scored card: score a top card of that value").await?;
    }
    Ok(())
}
