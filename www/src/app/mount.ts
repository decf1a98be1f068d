// The whole app inside one host element (the app's own page, or another site via
// the embed bundle): setup screen, game, saves. Styles go into a <style> inside
// the app's root, so they work in a Shadow DOM as well as in a page.
import { EngineClient } from '../engine/client';
import type { SpecialInfo } from '../engine/types';
import { GameController, message, type GameMeta } from './controller';
import { h } from './dom';
import { indexCatalogue, openCardLarge, type CardIndex } from '../ui/card';
import { styles as tableStyles } from '../ui/styles';
import { SaveStore, download, newId, parseSave, type SavedGame } from './saves';
import type { Seat } from './seats';
import { renderSetup, type NewGame } from './setup';
import { appStyles } from './styles';

export type { Seat };

export interface MountOptions {
  /** Names of the players of a game to start at once (all persons). */
  players?: string[];
  seed?: number;
  /** The seats of a game to start at once (overrides `players`). */
  seats?: Seat[];
  /**
   * A scenario file's text (`spec/scenario-format.md`): start from its position, with
   * its steps played; its players sit at this screen (overrides `players` and `seed`).
   */
  scenario?: string;
  /** localStorage prefix of the saved games; null: keep nothing. Default "inno". */
  storageKey?: string | null;
  /** Milliseconds before each computer answer (default 700). */
  pace?: number;
  /** Thinking time of the strong computer level (default 1000). */
  strongBudgetMs?: number;
}

export function mountGame(host: HTMLElement, options: MountOptions = {}): { destroy(): void } {
  const app = new App(host, options);
  void app.boot();
  return { destroy: () => app.destroy() };
}

class App {
  private readonly root: HTMLElement;
  private readonly screen: HTMLElement;
  private readonly store: SaveStore;
  private client: EngineClient | null = null;
  private cards: CardIndex = new Map();
  private specials: SpecialInfo[] = [];
  private game: GameController | null = null;
  private destroyed = false;

  constructor(private readonly host: HTMLElement, private readonly options: MountOptions) {
    this.store = new SaveStore(options.storageKey === undefined ? 'inno' : options.storageKey);
    this.screen = h('div', { class: 'inno-screen' }, h('p', { class: 'inno-muted' }, 'Loading…'));
    this.root = h('div', { class: 'inno-app' }, h('style', {}, appStyles + tableStyles), this.screen);
    host.replaceChildren(this.root);
  }

  async boot() {
    try {
      this.client = await EngineClient.start();
      const catalogue = await this.client.catalogue();
      this.cards = indexCatalogue(catalogue);
      this.specials = catalogue.specials;
    } catch (e) {
      this.screen.replaceChildren(h('p', { class: 'inno-error', role: 'alert' }, `The game engine could not start: ${message(e)}`));
      return;
    }
    if (this.destroyed) return this.client.close();
    this.root.dataset.engine = this.client.inWorker ? 'worker' : 'main-thread';
    const current = this.store.current();
    if (current && (await this.resume(current, false))) return;
    const o = this.options;
    if (o.scenario !== undefined) await this.startScenario(o.scenario);
    else if (o.seats || o.players) await this.start({ seats: o.seats ?? o.players!.map((name) => ({ name, type: 'person' })), seed: o.seed });
    else this.setup(null);
  }

  destroy() {
    this.destroyed = true;
    this.game?.destroy();
    this.client?.close();
    this.host.replaceChildren();
  }

  private setup(error: string | null) {
    this.leaveGame();
    const o = this.options;
    this.screen.replaceChildren(renderSetup(this.store.list(), this.store.enabled, { players: o.players, seats: o.seats, seed: o.seed }, {
      start: (g) => void this.start(g),
      resume: (id) => void this.resume(id, true),
      exportSave: (id) => this.exportSave(id),
      remove: (id) => { this.store.remove(id); this.setup(null); },
      importText: (text) => void this.importText(text),
    }, error));
  }

  private leaveGame() {
    this.game?.destroy();
    this.game = null;
  }

  private async start(g: NewGame) {
    const players = g.seats.map((s) => s.name);
    try {
      await this.client!.create({ players, teams: g.teams, seed: g.seed });
    } catch (e) {
      return this.setup(message(e));
    }
    await this.begin(g.seats, g.teams);
  }

  /** A game from a scenario's position; its players are people at this screen. */
  private async startScenario(text: string) {
    let setup: { players: string[]; teams?: string[][] | null };
    try {
      await this.client!.fromScenario(text);
      setup = JSON.parse(text).setup; // the engine accepted it: the names are there
    } catch (e) {
      return this.setup(`Cannot start from this scenario: ${message(e)}`);
    }
    await this.begin(setup.players.map((name) => ({ name, type: 'person' })), setup.teams ?? undefined);
  }

  /** Save and show the game the engine now holds. */
  private async begin(seats: Seat[], teams: string[][] | undefined) {
    const client = this.client!;
    const meta: GameMeta = { id: newId(), created: Date.now(), seats, teams };
    if (this.store.enabled) {
      try {
        this.store.put({ app: 'innovation', version: 1, ...meta, updated: Date.now(), finished: false, engine: await client.save() });
        this.store.setCurrent(meta.id);
      } catch (e) {
        console.warn('the new game could not be saved:', e);
      }
    }
    await this.play(meta);
  }

  /** Resume a saved game; on failure show the setup screen with why (the save is kept). */
  private async resume(id: string, showErrors: boolean): Promise<boolean> {
    let save: SavedGame | null;
    try {
      save = this.store.get(id);
      if (!save) throw new Error('this saved game no longer exists');
      await this.client!.load(save.engine);
    } catch (e) {
      if (showErrors) this.setup(`Cannot resume this game: ${message(e)}`);
      else this.store.setCurrent(null);
      return false;
    }
    this.store.setCurrent(id);
    await this.play({ id: save.id, created: save.created, seats: save.seats, teams: save.teams, answeredBy: save.answeredBy });
    return true;
  }

  private async importText(text: string) {
    let save: SavedGame;
    try {
      save = parseSave(text);
      // The engine checks the game itself; a bad one leaves everything as it was.
      await this.client!.load(save.engine);
    } catch (e) {
      return this.setup(`Cannot import this file: ${message(e)}`);
    }
    // A fresh id: an import never overwrites another saved game.
    save = { ...save, id: newId(), updated: Date.now() };
    try {
      this.store.put(save);
      this.store.setCurrent(save.id);
    } catch (e) {
      console.warn('the imported game could not be stored:', e);
    }
    await this.play({ id: save.id, created: save.created, seats: save.seats, teams: save.teams, answeredBy: save.answeredBy });
  }

  private exportSave(id: string) {
    try {
      const save = this.store.get(id);
      if (save) download(save, this.host.ownerDocument);
    } catch (e) {
      this.setup(`Cannot export this game: ${message(e)}`);
    }
  }

  private async play(meta: GameMeta) {
    this.leaveGame();
    const game = new GameController(this.client!, this.cards, this.specials, this.store, meta,
      { pace: this.options.pace ?? 700, strongBudgetMs: this.options.strongBudgetMs ?? 1000 },
      {
        openCard: (c) => openCardLarge(c, this.root),
        newGame: () => { this.store.setCurrent(null); this.setup(null); },
        exportGame: () => this.exportSave(meta.id),
      });
    this.game = game;
    this.screen.replaceChildren(game.el);
    await game.start();
  }
}
