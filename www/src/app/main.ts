import { Game, catalogue } from '../engine/engine';

async function main() {
  const cat = await catalogue();
  const g = await Game.create({ players: ['Ada', 'Bo'], seed: 1 });
  const v = g.view(0);
  document.getElementById('app')!.textContent = `${cat.cards.length} cards; ${v.question?.prompt}`;
}
main();
