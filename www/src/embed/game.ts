// <inno-game players="Ada,Bo" seed="3" computers="Bo:heuristic" pace="700">: the
// whole app (www/src/app/mount.ts) inside a page, in its own Shadow DOM. Without
// `players` it opens on the setup screen. Saved games are kept only when the page asks (storage-key="…"), so two
// games on one page, or a game on a site that also hosts the app, never pick up
// each other's saves.
import { mountGame as mountApp, type MountOptions } from '../app/mount';
import { LEVELS } from '../app/seats';
import type { BotLevel } from '../engine/client';
import type { GameHandle, GameOptions } from '../../static/embed';
import { EmbedElement, elementSource, h, scenarioPosition, scenarioText, shadowOf, show, showError } from './common';

function appOptions(o: GameOptions): MountOptions {
  const m: MountOptions = { storageKey: o.storageKey ?? null };
  if (o.scenario !== undefined) m.scenario = o.scenario;
  if (o.players !== undefined) {
    if (!Array.isArray(o.players) || o.players.some((p) => typeof p !== 'string' || !p.trim())) throw new Error('players: a list of names, e.g. players="Ada,Bo"');
    m.players = o.players.map((p) => p.trim());
  }
  if (o.seed !== undefined) {
    if (!Number.isSafeInteger(o.seed) || o.seed < 0) throw new Error(`seed ${JSON.stringify(o.seed)}: a whole number, 0 or more`);
    m.seed = o.seed;
  }
  if (o.edition !== undefined) {
    if (![1, 3, 4].includes(o.edition)) throw new Error(`edition ${JSON.stringify(o.edition)}: 1, 3 or 4`);
    m.edition = o.edition;
  }
  if (o.expansions !== undefined) {
    // Which sets exist and go together is the engine's to say (a bad one is its error on the setup screen or at the start).
    if (!Array.isArray(o.expansions) || o.expansions.some((x) => typeof x !== 'string' || !x.trim())) throw new Error('expansions: a list of sets, e.g. expansions="echoes,cities"');
    m.expansions = o.expansions.map((x) => x.trim());
  }
  if (o.computers !== undefined) {
    if (typeof o.computers !== 'object' || o.computers === null) throw new Error('computers: names with their level, e.g. computers="Bo:heuristic"');
    for (const [name, level] of Object.entries(o.computers)) {
      if (!LEVELS.includes(level)) throw new Error(`computers: ${JSON.stringify(name)} plays at ${JSON.stringify(level)}, not one of ${LEVELS.join(', ')}`);
    }
    m.computers = { ...o.computers };
  }
  if (o.pace !== undefined) {
    if (!Number.isFinite(o.pace) || o.pace < 0 || o.pace > 60000) throw new Error(`pace ${JSON.stringify(o.pace)}: milliseconds from 0 to 60000`);
    m.pace = o.pace;
  }
  return m;
}

/** Mount the game into `host` (inside its shadow root). Bad options show an error in the host and return a handle that does nothing. */
export function mountGame(host: HTMLElement, options: GameOptions = {}): GameHandle {
  const root = shadowOf(host);
  try {
    const box = h('div', { class: 'inno-embed-game' });
    show(root, box);
    return mountApp(box, appOptions(options));
  } catch (e) {
    showError(root, 'cannot start this game', e);
    return { destroy() {} };
  }
}

export class InnoGame extends EmbedElement {
  static observedAttributes = ['players', 'seed', 'storage-key', 'src', 'computers', 'pace', 'edition', 'expansions'];
  protected readonly what = 'cannot start this game';
  private game: GameHandle | null = null;

  protected async draw(isCurrent: () => boolean): Promise<Node> {
    this.stop();
    const o: GameOptions = {};
    const players = this.getAttribute('players');
    if (players !== null) o.players = players.split(',');
    const seed = this.getAttribute('seed');
    if (seed !== null) {
      if (!/^\s*\d+\s*$/.test(seed)) throw new Error(`seed ${JSON.stringify(seed)}: a whole number, 0 or more`);
      o.seed = Number(seed);
    }
    const key = this.getAttribute('storage-key');
    if (key) o.storageKey = key;
    const computers = this.getAttribute('computers');
    if (computers !== null) {
      // "Bo:heuristic, Cy:random"
      o.computers = Object.fromEntries(computers.split(',').filter((x) => x.trim()).map((x) => {
        const [name, level = ''] = x.split(':').map((y) => y.trim());
        return [name, level as BotLevel];
      }));
    }
    const edition = this.getAttribute('edition');
    if (edition !== null) o.edition = Number(edition);
    const expansions = this.getAttribute('expansions');
    if (expansions !== null) o.expansions = expansions.split(',').filter((x) => x.trim());
    const pace = this.getAttribute('pace');
    if (pace !== null) o.pace = Number(pace);
    // A scenario (src="….json" or inline JSON): checked here, so that a bad one shows its error in this box.
    const source = await elementSource(this, true);
    if (source.src !== undefined || source.scenario !== undefined) {
      const text = await scenarioText(source);
      await scenarioPosition(text, {});
      o.scenario = text;
    }
    if (!isCurrent()) return h('div', {});
    const box = h('div', { class: 'inno-embed-game' });
    const game = mountApp(box, appOptions(o));
    if (isCurrent()) this.game = game;
    else game.destroy();
    return box;
  }

  disconnectedCallback(): void {
    this.stop();
  }

  private stop(): void {
    this.game?.destroy();
    this.game = null;
  }
}
