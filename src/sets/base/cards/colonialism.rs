//! Colonialism (base set, age 4, red): our wording of its text in each
//! edition, then the code that runs it.
use crate::cards::prelude::*;

pub static CARD: CardDef = CardDef {
    name: "Colonialism",
    set: CardSet::Base,
    variants: &[Variant::new(E1 | E3, &[effect("Draw a [3] and tuck it. When it shows a {crown}, do this effect once more.", colonialism)])],
};

fn colonialism(cx: &mut Ctx, e: Exec) -> R {
    for _ in 0..MAX_REPEATS {
        let Some(c) = cx.draw_and_tuck(e.you, 3)? else { return Ok(()) };
        if !cx.s().has_icon(c, Icon::Crown) {
            break;
        }
    }
    Ok(())
}
