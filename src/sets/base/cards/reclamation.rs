//! Reclamation (base set, age 11, yellow; 4th edition only): our wording of its
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Reclamation",
    set: CardSet::Base,
    variants: &[Variant::new(E4, &[effect(
        "Return the bottom three of your red cards. Draw and meld a card whose value is half the total value of the returned cards, rounded up. If three cards were returned, do this effect again with the melded card's colour in place of red.",
        run!(reclamation),
    )])],
};

async fn reclamation(cx: &mut Ctx, e: Exec) -> R {
    let mut col = Color::Red;
    for _ in 0..MAX_REPEATS {
        // The bottom three, returned top first (spec, "How effects are asked", rule 7).
        let pile = cx.s().pile(e.you, col).cards();
        let bottom: Vec<CardId> = pile.iter().take(3).rev().copied().collect();
        let returned = cx.return_all(e.you, &bottom).await?;
        let total: u32 = returned.iter().map(|&c| age(c) as u32).sum();
        // Nothing returned: a 0, which the draw takes from the lowest deck there is.
        let melded = cx.draw_and_meld(e.you, total.div_ceil(2) as u8).await?;
        match melded {
            Some(m) if returned.len() == 3 => col = color(m),
            _ => break,
        }
    }
    Ok(())
}
