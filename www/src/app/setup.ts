// The setup screen: 2–4 seats with names, each a person or a computer level,
// optional 2-vs-2 teams, the edition and the expansions it is played with (the
// engine's catalogue lists them, with what each requires), and a seed; the
// engine says how many achievements win the game so chosen. Below it the saved
// games and an import button.
import type { CardSet, GameConfig, SetInfo, SetupSummary } from '../engine/types';
import { h } from './dom';
import type { Seat } from './seats';
import { LEVELS } from './seats';
import type { SaveSummary } from './saves';

export interface NewGame {
  seats: Seat[];
  teams?: string[][];
  seed?: number;
  /** 1, 3 or 4. */
  edition?: number;
  /** The expansions (set keys) the game is played with. */
  expansions?: string[];
}

/** The editions a game can be played in, as the setup screen offers them. */
const EDITIONS: [number, string][] = [[3, '3rd edition'], [4, '4th edition (age 11, junk, aslant)'], [1, '1st edition']];

export interface SetupHandlers {
  start(game: NewGame): void;
  /** The sets the engine plays with an edition (its catalogue's). */
  sets(edition: number): Promise<SetInfo[]>;
  /** The engine's check of a configuration: the achievements to win, or the error a new game would give. */
  summary(config: GameConfig): Promise<SetupSummary>;
  resume(id: string): void;
  exportSave(save: SaveSummary): void;
  remove(id: string): void;
  importText(text: string): void;
}

const DEFAULT_NAMES = ['Ada', 'Bo', 'Cy', 'Di'];

export function renderSetup(
  saves: SaveSummary[],
  storage: boolean,
  defaults: { players?: string[]; seats?: Seat[]; seed?: number; edition?: number; expansions?: string[] },
  on: SetupHandlers,
  error: string | null,
): HTMLElement {
  let count = defaults.seats?.length ?? defaults.players?.length ?? 2;
  const initial = (i: number): Seat => defaults.seats?.[i] ?? { name: defaults.players?.[i] ?? DEFAULT_NAMES[i], type: 'person' };

  const rows = [0, 1, 2, 3].map((i) => {
    const s = initial(i);
    const name = h('input', { class: 'inno-input', type: 'text', value: s.name, maxlength: 24, 'aria-label': `Player ${i + 1} name`, 'data-seat-name': i });
    const kind = h('select', { class: 'inno-input', 'aria-label': `Player ${i + 1} plays as`, 'data-seat-kind': i },
      h('option', { value: 'person' }, 'Person'),
      ...LEVELS.map((l) => h('option', { value: l }, `Computer (${l})`)));
    kind.value = s.type === 'person' ? 'person' : s.level;
    const row = h('div', { class: 'inno-seat' }, h('span', { class: 'inno-seat-no' }, `${i + 1}`), name, kind);
    return { row, name, kind };
  });

  const countButtons = [2, 3, 4].map((n) =>
    h('button', { type: 'button', class: 'inno-btn inno-seg', 'data-count': n, onclick: () => { count = n; sync(); } }, `${n} players`));
  const teams = h('input', { type: 'checkbox', 'data-teams': true });
  const teamsLabel = h('label', { class: 'inno-check' }, teams, ' Teams 2 vs 2 (1 & 3 against 2 & 4)');
  const seed = h('input', { class: 'inno-input', type: 'number', min: 0, step: 1, placeholder: 'random', 'aria-label': 'Seed', 'data-seed': true, value: defaults.seed ?? '' });
  const edition = h('select', { class: 'inno-input', 'aria-label': 'Edition', 'data-edition': true },
    ...EDITIONS.map(([n, label]) => h('option', { value: String(n) }, label)));
  edition.value = String(defaults.edition ?? 3);

  // The expansions of the edition chosen, as the engine lists them; a set that
  // requires another (the relics: Artifacts) is offered only with it.
  const expansionBox = h('div', { class: 'inno-expansions', role: 'group', 'aria-label': 'Expansions', 'data-expansions': true });
  const toWin = h('p', { class: 'inno-to-win', 'aria-live': 'polite', 'data-to-win': true });
  const startButton = h('button', { type: 'submit', class: 'inno-btn inno-primary', 'data-start': true }, 'Start game');
  let offered: { info: SetInfo; box: HTMLInputElement }[] = [];
  let wanted = new Set(defaults.expansions ?? []);
  const chosen = () => offered.filter((x) => x.box.checked).map((x) => x.info.set as string);

  async function loadSets() {
    const ed = Number(edition.value);
    let sets: SetInfo[];
    try {
      sets = await on.sets(ed);
    } catch {
      sets = [];
    }
    if (ed !== Number(edition.value)) return; // changed again meanwhile
    offered = sets.filter((x) => x.optional).map((info) => {
      const box = h('input', { type: 'checkbox', 'data-expansion': info.set });
      box.checked = wanted.has(info.set);
      return { info, box };
    });
    expansionBox.replaceChildren(
      h('span', { class: 'inno-field-title' }, 'Expansions'),
      ...(offered.length
        ? offered.map(({ info, box }) => h('label', { class: 'inno-check', 'data-expansion-label': info.set }, box, ` ${info.name}`,
          info.requires.length ? h('small', {}, ` (with ${info.requires.map((r) => nameOf(r)).join(', ')})`) : null))
        : [h('span', { class: 'inno-muted' }, 'none with this edition')]));
    sync();
  }

  function nameOf(set: CardSet): string {
    return offered.find((x) => x.info.set === set)?.info.name ?? set;
  }

  let asked = 0;
  function sync() {
    rows.forEach((r, i) => (r.row.hidden = i >= count));
    countButtons.forEach((b) => b.classList.toggle('inno-on', Number(b.dataset.count) === count));
    // Teams are 2 vs 2: the choice exists only with 4 players.
    teamsLabel.hidden = count !== 4;
    if (count !== 4) teams.checked = false;
    // A set whose required sets are not chosen cannot be.
    for (const { info, box } of offered) {
      const ok = info.requires.every((r) => offered.some((x) => x.info.set === r && x.box.checked));
      box.disabled = !ok;
      if (!ok) box.checked = false;
      box.closest('label')?.classList.toggle('inno-disabled', !ok);
    }
    // How many achievements win: the engine's count for this configuration.
    const n = ++asked;
    const names = rows.slice(0, count).map((r, i) => r.name.value.trim() || DEFAULT_NAMES[i]);
    const cfg: GameConfig = { players: names, edition: Number(edition.value), expansions: chosen() };
    if (teams.checked) cfg.teams = [[names[0], names[2]], [names[1], names[3]]];
    on.summary(cfg).then(
      (s) => {
        if (n !== asked) return;
        toWin.textContent = `${s.achievements_to_win} achievements to win`;
        toWin.classList.remove('inno-error');
        startButton.disabled = false;
      },
      (e) => {
        if (n !== asked) return;
        toWin.textContent = e instanceof Error ? e.message : String(e);
        toWin.classList.add('inno-error');
        startButton.disabled = true;
      });
  }
  sync();
  void loadSets();
  edition.addEventListener('change', () => void loadSets());
  expansionBox.addEventListener('change', () => {
    sync();
    // What is ticked now is kept if the edition changes and comes back.
    wanted = new Set(chosen());
  });
  teams.addEventListener('change', () => sync());
  for (const r of rows) r.name.addEventListener('change', () => sync());

  const form = h('form', { class: 'inno-setup-form' },
    h('div', { class: 'inno-row' }, ...countButtons),
    ...rows.map((r) => r.row),
    teamsLabel,
    h('label', { class: 'inno-field' }, 'Rules ', edition),
    expansionBox,
    h('label', { class: 'inno-field' }, 'Seed (optional) ', seed),
    toWin,
    startButton);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const seats: Seat[] = rows.slice(0, count).map((r, i) => {
      const name = r.name.value.trim() || DEFAULT_NAMES[i];
      const k = r.kind.value;
      return k === 'person' ? { name, type: 'person' } : { name, type: 'computer', level: k as (typeof LEVELS)[number] };
    });
    const game: NewGame = { seats, edition: Number(edition.value), expansions: chosen() };
    if (teams.checked) game.teams = [[seats[0].name, seats[2].name], [seats[1].name, seats[3].name]];
    if (seed.value.trim() !== '') game.seed = Number(seed.value);
    on.start(game);
  });

  const file = h('input', { type: 'file', accept: '.json,application/json', 'data-import': true, class: 'inno-file' });
  file.addEventListener('change', async () => {
    const f = file.files?.[0];
    if (f) on.importText(await f.text());
    file.value = '';
  });

  const list = saves.length
    ? h('ul', { class: 'inno-saves' }, ...saves.map((s) =>
      h('li', { class: 'inno-save', 'data-save-id': s.id },
        h('span', { class: 'inno-save-name' }, s.seats.map((p) => p.name).join(', '),
          h('small', {}, ` ${s.finished ? 'finished' : 'in progress'} · ${new Date(s.updated).toLocaleString()}`)),
        h('span', { class: 'inno-row' },
          h('button', { type: 'button', class: 'inno-btn', 'data-resume': s.id, onclick: () => on.resume(s.id) }, s.finished ? 'View' : 'Resume'),
          h('button', { type: 'button', class: 'inno-btn', onclick: () => on.exportSave(s) }, 'Export'),
          h('button', { type: 'button', class: 'inno-btn', 'data-delete': s.id, onclick: () => { if (confirmDelete(s)) on.remove(s.id); } }, 'Delete')))))
    : h('p', { class: 'inno-muted' }, storage ? 'No saved games.' : 'Saving is not available here.');

  return h('div', { class: 'inno-setup' },
    h('h1', { class: 'inno-title' }, 'Innovation'),
    error ? h('p', { class: 'inno-error', role: 'alert' }, error) : null,
    h('section', { class: 'inno-panel' }, h('h2', {}, 'New game'), form),
    h('section', { class: 'inno-panel' }, h('h2', {}, 'Saved games'), list,
      h('label', { class: 'inno-btn inno-file-label' }, 'Import a save file…', file)),
    h('p', { class: 'inno-links' },
      h('a', { class: 'inno-link', href: 'rules.html', target: '_blank', rel: 'noopener', 'data-rules': true }, 'How to play'),
      h('a', { class: 'inno-link', href: 'cards.html', target: '_blank', rel: 'noopener' }, 'Browse all cards')));
}

function confirmDelete(s: SaveSummary): boolean {
  return window.confirm(`Delete the game of ${s.seats.map((p) => p.name).join(', ')}?`);
}
