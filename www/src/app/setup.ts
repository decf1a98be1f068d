// The setup screen: 2–4 seats with names, each a person or a computer level,
// optional 2-vs-2 teams and seed; below it the saved games and an import button.
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
}

/** The editions a game can be played in, as the setup screen offers them. */
const EDITIONS: [number, string][] = [[3, '3rd edition'], [4, '4th edition (age 11, junk, aslant)'], [1, '1st edition']];

export interface SetupHandlers {
  start(game: NewGame): void;
  resume(id: string): void;
  exportSave(save: SaveSummary): void;
  remove(id: string): void;
  importText(text: string): void;
}

const DEFAULT_NAMES = ['Ada', 'Bo', 'Cy', 'Di'];

export function renderSetup(
  saves: SaveSummary[],
  storage: boolean,
  defaults: { players?: string[]; seats?: Seat[]; seed?: number; edition?: number },
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

  function sync() {
    rows.forEach((r, i) => (r.row.hidden = i >= count));
    countButtons.forEach((b) => b.classList.toggle('inno-on', Number(b.dataset.count) === count));
    // Teams are 2 vs 2: the choice exists only with 4 players.
    teamsLabel.hidden = count !== 4;
    if (count !== 4) teams.checked = false;
  }
  sync();

  const form = h('form', { class: 'inno-setup-form' },
    h('div', { class: 'inno-row' }, ...countButtons),
    ...rows.map((r) => r.row),
    teamsLabel,
    h('label', { class: 'inno-field' }, 'Rules ', edition),
    h('label', { class: 'inno-field' }, 'Seed (optional) ', seed),
    h('button', { type: 'submit', class: 'inno-btn inno-primary', 'data-start': true }, 'Start game'));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const seats: Seat[] = rows.slice(0, count).map((r, i) => {
      const name = r.name.value.trim() || DEFAULT_NAMES[i];
      const k = r.kind.value;
      return k === 'person' ? { name, type: 'person' } : { name, type: 'computer', level: k as (typeof LEVELS)[number] };
    });
    const game: NewGame = { seats, edition: Number(edition.value) };
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
    h('p', {}, h('a', { class: 'inno-link', href: 'cards.html', target: '_blank', rel: 'noopener' }, 'Browse all cards')));
}

function confirmDelete(s: SaveSummary): boolean {
  return window.confirm(`Delete the game of ${s.seats.map((p) => p.name).join(', ')}?`);
}
