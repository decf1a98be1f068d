// The one place the embed bundle draws cards and tables: the app's own renderer
// (www/src/ui), so an embedded card or table looks exactly as in the app.
import type { CardInfo, Catalogue, View } from '../engine/types';
import { indexCatalogue, renderCard as uiCard, type CardIndex, type CardSize } from '../ui/card';
import { renderTable as uiTable } from '../ui/table';
export { styles } from '../ui/styles';
export type { CardSize };

export function renderCard(info: CardInfo, size: CardSize): HTMLElement {
  return uiCard(info, size);
}

const indexes = new WeakMap<Catalogue, CardIndex>();

/** The catalogue's cards by id (built once per catalogue). */
export function cardIndex(cat: Catalogue): CardIndex {
  let index = indexes.get(cat);
  if (!index) indexes.set(cat, (index = indexCatalogue(cat)));
  return index;
}

/** The read-only table; the viewer's own area comes first when the view is a player's. */
export function renderTable(view: View, cat: Catalogue): HTMLElement {
  return uiTable(view, cardIndex(cat), { me: view.viewer, specials: cat.specials, sets: cat.sets });
}
