// The whole app inside one host element (the app's own page, or another site via
// the embed bundle): setup screen, game, saves. Styles go into a <style> inside
// the app's root, so they work in a Shadow DOM as well as in a page.
import { EngineClient, type BotLevel, type ExportedSave, type Resumed } from '../engine/client';
import type { SetInfo, SpecialInfo } from '../engine/types';
import { GameController, message } from './controller';
import { h } from './dom';
import { closeModals, indexCatalogue, openCardLarge, type CardIndex } from '../ui/card';
import { styles as tableStyles } from '../ui/styles';
import { download, forgetLegacy, legacyCurrent, legacySaves, newId, type GameMeta } from './saves';
import { confirmAction } from './confirm';
import type { Seat } from './seats';
import { renderSetup, type NewGame } from './setup';
import { loadSettings, openSettings, type Settings } from './settings';
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
  /** Prefix of the saved games (kept by the engine worker in IndexedDB); null: keep nothing. Default "inno". */
  storageKey?: string | null;
  /** The edition of a game started at once (1, 3 or 4; default 3). */
  edition?: number;
  /** The expansions of a game started at once (set keys: `echoes`, `artifacts`, `relics`, `cities`, `figures`), and the setup screen's default. */
  expansions?: string[];
  /** Players (of `players` or of the scenario) who are computers, by name: their level. */
  computers?: Record<string, BotLevel>;
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
  private readonly prefix: string | null;
  private saving = false;
  private client: EngineClient | null = null;
  /** The cards of each edition played so far (a game is drawn with its edition's). */
  private catalogues = new Map<number, { cards: CardIndex; specials: SpecialInfo[]; sets: SetInfo[] }>();
  private game: GameController | null = null;
  private destroyed = false;
  private readonly settings: Settings;

  constructor(private readonly host: HTMLElement, private readonly options: MountOptions) {
    this.prefix = options.storageKey === undefined ? 'inno' : options.storageKey;
    this.settings = loadSettings(this.prefix);
    this.screen = h('div', { class: 'inno-screen' }, h('p', { class: 'inno-muted' }, 'Loading…'));
    this.root = h('div', { class: 'inno-app' }, h('style', {}, appStyles + tableStyles), this.screen);
    host.replaceChildren(this.root);
  }

  async boot() {
    try {
      this.client = await EngineClient.start();
      this.saving = await this.client.openStore(this.prefix);
      await this.migrate();
    } catch (e) {
      this.screen.replaceChildren(h('p', { class: 'inno-error', role: 'alert' }, `The game engine could not start: ${message(e)}`));
      return;
    }
    if (this.destroyed) return this.client.close();
    this.root.dataset.engine = 'worker';
    const current = await this.client.current().catch(() => null);
    if (current) return this.resume(current);
    const o = this.options;
    if (o.scenario !== undefined) await this.startScenario(o.scenario);
    else if (o.seats || o.players) await this.start({ seats: o.seats ?? o.players!.map((name) => this.seat(name)), seed: o.seed, edition: o.edition, expansions: o.expansions });
    else await this.setup(null);
  }

  /** Saves of the earlier app, kept in the page's localStorage, move into the engine worker once. */
  private async migrate() {
    if (this.prefix === null || !this.saving) return;
    const old = legacySaves(this.prefix);
    const current = legacyCurrent(this.prefix);
    if (!old.length && current === null) return;
    const moved = await this.client!.migrate(old, current);
    forgetLegacy(this.prefix, moved, true);
  }

  destroy() {
    this.destroyed = true;
    this.game?.destroy();
    this.client?.close();
    this.host.replaceChildren();
  }

  private async setup(error: string | null) {
    this.leaveGame();
    const o = this.options;
    const saves = this.saving ? await this.client!.saves().catch(() => []) : [];
    this.screen.replaceChildren(renderSetup(saves, this.saving, { players: o.players, seats: o.seats, seed: o.seed, edition: o.edition, expansions: o.expansions }, {
      start: (g) => void this.start(g),
      sets: async (edition) => (await this.catalogue(edition)).sets,
      summary: (config) => this.client!.setupSummary(config),
      resume: (id) => void this.resume(id),
      exportSave: (s) => void this.exportFile(s.finished, () => this.client!.exportSave(s.id)),
      remove: (id) => void this.remove(id),
      importText: (text) => void this.importText(text),
    }, error));
  }

  private leaveGame() {
    this.game?.destroy();
    this.game = null;
    closeModals(this.root);
  }

  /** The cards of an edition, fetched once. */
  private async catalogue(edition: number) {
    let c = this.catalogues.get(edition);
    if (!c) {
      const cat = await this.client!.catalogue(edition);
      this.catalogues.set(edition, (c = { cards: indexCatalogue(cat), specials: cat.specials, sets: cat.sets }));
    }
    return c;
  }

  private async start(g: NewGame) {
    const players = g.seats.map((s) => s.name);
    try {
      await this.client!.create({ players, teams: g.teams, seed: g.seed, edition: g.edition ?? 3, expansions: g.expansions ?? [] });
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
    await this.begin(setup.players.map((name) => this.seat(name)), setup.teams ?? undefined);
  }

  /** A player named in the options: a computer if `computers` says so, else a person at this screen. */
  private seat(name: string): Seat {
    const level = this.options.computers?.[name];
    return level ? { name, type: 'computer', level } : { name, type: 'person' };
  }

  /** Save and show the game the engine now holds. */
  private async begin(seats: Seat[], teams: string[][] | undefined) {
    const meta: GameMeta = { id: newId(), created: Date.now(), seats, teams };
    if (this.saving) {
      try {
        await this.client!.persist(meta);
      } catch (e) {
        console.warn('the new game could not be saved:', e);
      }
    }
    await this.play(meta);
  }

  /**
   * Resume a saved game; on failure show the setup screen with why. The save is
   * kept, and it is no longer resumed by itself at the next start.
   */
  private async resume(id: string, note: string | null = null) {
    let r: Resumed;
    try {
      r = await this.client!.resume(id);
    } catch (e) {
      return this.setup(`${note ? note + ' ' : ''}Cannot resume this game: ${message(e)}`);
    }
    await this.play(r.meta, [note, unreplayedNote(r)].filter(Boolean).join(' ') || null);
  }

  private async importText(text: string) {
    let r: Resumed;
    try {
      r = await this.client!.importSave(text);
    } catch (e) {
      return this.setup(`Cannot import this file: ${message(e)}`);
    }
    await this.play(r.meta, unreplayedNote(r));
  }

  private async remove(id: string) {
    try {
      await this.client!.removeSave(id);
    } catch (e) {
      return this.setup(`Cannot delete this game: ${message(e)}`);
    }
    await this.setup(null);
  }

  /** Export a game as a file (`file` makes it); for an unfinished game, only after the person agrees that it shows every card. */
  private async exportFile(finished: boolean, file: () => Promise<ExportedSave>) {
    if (!finished) {
      const ok = await confirmAction(this.root, 'Export a game in progress?',
        'The file holds the whole game: every hand, every score pile, the order of the decks and the achievements. Anyone who opens it sees every hidden card.',
        'Export anyway');
      if (!ok) return;
    }
    try {
      const f = await file();
      download(f.text, f.name, this.host.ownerDocument);
    } catch (e) {
      if (this.game) this.game.showError(`Cannot export this game: ${message(e)}`);
      else await this.setup(`Cannot export this game: ${message(e)}`);
    }
  }

  private async play(meta: GameMeta, note: string | null = null) {
    this.leaveGame();
    let cat;
    try {
      cat = await this.catalogue((await this.client!.rules()).edition);
    } catch (e) {
      return this.setup(`Cannot show this game: ${message(e)}`);
    }
    const game = new GameController(this.client!, cat.cards, cat.specials, cat.sets, this.saving, meta,
      { pace: this.options.pace ?? 700, strongBudgetMs: this.options.strongBudgetMs ?? 1000, unsaved: this.prefix !== null && !this.saving },
      {
        openCard: (c) => openCardLarge(c, this.root),
        closeOverlays: () => {
          closeModals(this.root);
          const outer = this.root.getRootNode();
          if (outer !== this.root) closeModals(outer as ParentNode);
        },
        newGame: () => {
          void this.client!.forgetCurrent().catch(() => undefined);
          void this.setup(null);
        },
        // The game in memory, not its save: after a failed save that is the only copy of it.
        exportGame: (m, finished) => void this.exportFile(finished, () => this.client!.exportGame(m)),
        dialogHost: this.root,
        confirmations: () => this.settings.confirmations,
        openSettings: () => openSettings(this.root, this.prefix, this.settings, () => undefined),
        engineRestarted: (why) => {
          this.root.dataset.engineRestarts = String(this.client!.restarts);
          // The worker was replaced: go on from the game's last save (after the last answer).
          void this.resume(meta.id, why);
        },
      });
    this.game = game;
    this.screen.replaceChildren(game.el);
    if (note) game.showError(note);
    await game.start();
  }
}

/** Why a resumed game is not where it was saved: a version that asked other questions saved it. */
function unreplayedNote(r: Resumed): string | null {
  const u = r.unreplayed;
  if (!u) return null;
  const answers = u.dropped === 1 ? 'The last answer' : `The last ${u.dropped} answers`;
  return `This game was saved by another version of the app, which asked other questions. ${answers} of the action in progress could not be replayed: ${u.dropped === 1 ? 'it' : 'they'} must be given again.`;
}
