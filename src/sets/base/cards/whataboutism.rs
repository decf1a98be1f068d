//! Whataboutism (base set, age 11, purple; 4th edition only): our wording of its
//! text, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Whataboutism",
    set: CardSet::Base,
    variants: &[Variant::new(E4, &[demand(
        "I demand that you move to my board, from each colour of your board, its top card if that card has a demand effect! If any card moved, swap your whole score pile with mine!",
        run!(whataboutism),
    )])],
};

async fn whataboutism(cx: &mut Ctx, e: Exec) -> R {
    let edition = cx.s().edition();
    let tops = top_cards_where(cx.s(), e.you, |c| has_demand(c, edition));
    let mut moved = 0;
    for &c in &tops {
        if cx.transfer_to_board(e.you, c, e.leader).await? {
            moved += 1;
        }
    }
    if moved == 0 {
        return Ok(());
    }
    let mine = cx.score_pile(e.you);
    let theirs = cx.score_pile(e.leader);
    cx.exchange(e.you, &mine, Zone::Score(e.leader), &theirs, Zone::Score(e.you)).await
}
