//! Archimedes (Figures in the Sand, age 2, blue): our wording of its 3rd-edition
//! text, then the code that runs it.
use crate::cards::prelude::*;
use crate::rules::hooks::{Act, ActKind, Hook, Source, When};

pub static CARD: CardDef = CardDef {
    name: "Archimedes",
    set: CardSet::Figures,
    variants: &[Variant {
        hooks: &[VALUES_PLUS_ONE],
        decree: Some("Advancement"),
        ..Variant::new(E3, &[
            echo("Draw a [2].", run!(archimedes_echo)),
            karma("With any two figures, you may issue the Advancement Decree."),
            karma("If you would take a Dogma action, first add one to every value printed in a value box of each echo and dogma effect."),
        ])
    }],
};

async fn archimedes_echo(cx: &mut Ctx, e: Exec) -> R {
    cx.draw(e.you, 2).await?;
    Ok(())
}

/// "{blank} value": the value boxes printed in effects (the 4th edition says
/// "every age value in the effect"). The engine's effects are code, not printed
/// boxes: during the Dogma action (its echo and dogma effects, whoever executes
/// them, and what they execute in turn), a value that the running effect's
/// wording shows in a value box is one higher (`Ctx::boxed`): where it is drawn,
/// and wherever else the effect uses it ("return a [5] from your hand", "transfer a
/// [2] or a [3]").
const VALUES_PLUS_ONE: Hook = Hook {
    name: "if you would take a Dogma action, first increase every value in its echo and dogma effects by one",
    when: When::Before,
    on: &[ActKind::DogmaAction],
    applies: |_cx, src, act| matches!((src, *act), (Source::Card { owner, .. }, Act::DogmaAction { player, .. }) if player == owner),
    run: |cx, _src, _act| Box::pin(async move {
        cx.dogma_mods().values_plus += 1;
        Ok(())
    }),
};
