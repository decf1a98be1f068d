// The embed bundle (dist/embed.js): Innovation on other sites, without a server.
// Loading it defines the custom elements <inno-card>, <inno-position>,
// <inno-example> and <inno-game>; the same things are available as functions
// (import them, or use the global `Innovation` of a plain <script src="embed.js">).
// See docs/embedding.md.
import { InnoCard, renderCard } from './card';
import { InnoPosition, mountPosition } from './position';
import { InnoExample, mountExample } from './example';
import { InnoGame, mountGame } from './game';

export { renderCard, mountPosition, mountExample, mountGame };
export type { CardOptions, PositionOptions, ExampleOptions, ExampleController, GameOptions, GameHandle } from '../../static/embed';

// Defined once, even if a page loads the bundle twice.
for (const [name, ctor] of [
  ['inno-card', InnoCard],
  ['inno-position', InnoPosition],
  ['inno-example', InnoExample],
  ['inno-game', InnoGame],
] as const) {
  if (!customElements.get(name)) customElements.define(name, ctor);
}

// The published declarations (www/static/embed.d.ts → dist/embed.d.ts) must describe
// these exports: both directions are checked, so neither can drift from the other.
type Declared = typeof import('../../static/embed');
const api = { renderCard, mountPosition, mountExample, mountGame };
const implementsDeclared: Declared = api;
const declaredImplemented: typeof api = implementsDeclared;
void declaredImplemented;
