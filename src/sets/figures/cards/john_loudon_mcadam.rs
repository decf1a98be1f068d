//! John Loudon McAdam (Figures in the Sand, age 6, yellow): our wording of its
//! 3rd-edition text, then the code that runs it and its karma.
use crate::cards::prelude::*;
use crate::rules::hooks::{ListHook, ListKind};
use crate::sets::figures::claim::owner;

pub static CARD: CardDef = CardDef {
    name: "John Loudon McAdam",
    set: CardSet::Figures,
    variants: &[Variant {
        lists: &[ACHIEVABLE],
        decree: Some("Expansion"),
        ..Variant::new(E3, &[
            inspire("Meld a card from your hand.", run!(mcadam_inspire)),
            karma("With any two figures, you may issue the Expansion Decree."),
            karma("Each of your top cards with a {factory} counts, for you, as an available achievement."),
        ])
    }],
};

async fn mcadam_inspire(cx: &mut Ctx, e: Exec) -> R {
    let hand = cx.hand(e.you);
    if let Some(c) = cx.choose_card(e.you, &hand, false, Intent::Meld, "Meld a card from your hand").await? {
        cx.meld(e.you, c).await?;
    }
    Ok(())
}

/// The owner may claim them with an Achieve action when eligible (`achieve
/// <Card>`), McAdam himself among them: he has a factory.
const ACHIEVABLE: ListHook = ListHook {
    name: "John Loudon McAdam: top cards with a factory are available achievements",
    list: ListKind::Achievable,
    cards: |s, src, p| if owner(src) == Some(p) { top_cards_where(s, p, |c| s.has_icon(c, Icon::Factory)) } else { vec![] },
};
