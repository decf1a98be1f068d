//! Navigation (base set, age 4, green): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Navigation",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3 | E4, &[demand(
        "I demand that you move a [2] or a [3] from your score pile, if there is one, into my score pile!",
        run!(navigation),
    )])],
};

async fn navigation(cx: &mut Ctx, e: Exec) -> R {
    let (a, b) = (cx.boxed(2), cx.boxed(3));
    let cands: Vec<CardId> = cx.score_pile(e.you).iter().copied().filter(|&c| age(c) == a || age(c) == b).collect();
    if let Some(c) = cx.choose_card(e.you, &cands, false, Intent::Give { to: Some(e.leader) }, &format!("Choose a {a} or {b} from your score pile to hand over")).await? {
        cx.transfer(e.you, c, Zone::Score(e.leader)).await?;
    }
    Ok(())
}
