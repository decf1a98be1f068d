// The card browser (cards.html): every card of an edition's catalogue, of every
// set the engine plays with it (its icons, bonuses, echo, inspire and karma
// effects, cities' six slots, and our wording of its texts), searchable by title
// and effect text and filterable by age, colour, icon and set (the catalogue's
// sets); the edition (1, 3, 4) switches the catalogue. Each tile shows the
// card's whole text.
// The hash is the page's state, so views can be linked:
//   #card=The%20Wheel            opens The Wheel large
//   #q=draw&age=1&color=red&icon=castle&set=base&edition=3   the filters
import { catalogue } from '../engine/engine';
import type { CardInfo, Catalogue } from '../engine/types';
import { openCardLarge, renderCard, OpenCard } from '../ui/card';
import { injectStyles } from '../ui/styles';
import { plainText, renderEffectText } from '../ui/text';
import { COLORS } from '../ui/table';

const PAGE_CSS = String.raw`
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: #dfe4ea; color: #1b1b1b; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.cb-head { position: sticky; top: 0; z-index: 10; background: #2b4c6f; color: #fff; padding: 8px 12px; display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; box-shadow: 0 2px 4px rgba(0,0,0,.25); }
.cb-head h1 { font-size: 1.2rem; margin: 0; }
.cb-head a { color: #fff; display: inline-flex; align-items: center; min-height: 44px; }
.cb-filters { display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; padding: 8px 12px; background: #eef1f4; border-bottom: 1px solid #c7ced6; }
.cb-filters label { display: inline-flex; align-items: center; gap: 4px; font-size: .9rem; }
.cb-filters input, .cb-filters select, .cb-filters button { font: inherit; min-height: 44px; border-radius: 6px; border: 1px solid #8a96a3; padding: 0 8px; background: #fff; }
.cb-filters input[type=search] { width: min(260px, 60vw); }
.cb-count { font-weight: 700; margin-left: auto; }
.cb-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 12px; padding: 12px; align-items: start; }
.cb-grid .inno-card { width: 100%; }
.cb-none { padding: 24px; text-align: center; }
.cb-specials { padding: 4px 12px 24px; }
.cb-specials h2 { font-size: 1.05rem; }
.cb-specials dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 12px; margin: 0; }
.cb-specials dt { font-weight: 700; }
.cb-specials dd { margin: 0; }
.cb-grid [hidden] { display: none !important; }
`;

interface Filters { q: string; age: string; color: string; icon: string; set: string; edition: string }
const EMPTY: Filters = { q: '', age: '', color: '', icon: '', set: '', edition: '' };

function readHash(): { card: string | null; filters: Filters } {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  const f = { ...EMPTY };
  for (const k of Object.keys(EMPTY) as (keyof Filters)[]) f[k] = params.get(k) ?? '';
  return { card: params.get('card'), filters: f };
}

/** `card=The%20Wheel` (encodeURIComponent, not URLSearchParams' `+` for spaces). */
function writeHash(card: string | null, f: Filters): void {
  const parts: string[] = [];
  for (const k of Object.keys(EMPTY) as (keyof Filters)[]) if (f[k]) parts.push(`${k}=${encodeURIComponent(f[k])}`);
  if (card) parts.push(`card=${encodeURIComponent(card)}`);
  const hash = parts.length ? '#' + parts.join('&') : '';
  history.replaceState(null, '', location.pathname + location.search + hash);
}

function searchText(c: CardInfo): string {
  return (c.name + ' ' + c.effects.map((e) => plainText(e.text)).join(' ')).toLowerCase();
}

function matches(c: CardInfo, f: Filters, text: string): boolean {
  if (f.q && !text.includes(f.q.toLowerCase().trim())) return false;
  if (f.age && String(c.age) !== f.age) return false;
  if (f.color && c.color !== f.color) return false;
  if (f.icon && !c.icons.some((s) => (s.type === 'icon' || s.type === 'search') && s.value === f.icon)) return false;
  if (f.set && c.set !== f.set) return false;
  return true;
}

function select(name: string, label: string, options: [string, string][]): HTMLSelectElement {
  const s = document.createElement('select');
  s.name = name;
  s.setAttribute('aria-label', label);
  for (const [value, text] of [['', `any ${label}`] as [string, string], ...options]) {
    const o = document.createElement('option');
    o.value = value;
    o.textContent = text;
    s.append(o);
  }
  return s;
}

function labelled(text: string, control: HTMLElement): HTMLLabelElement {
  const l = document.createElement('label');
  l.append(text, control);
  return l;
}

function build(cat: Catalogue, root: HTMLElement): void {
  const byName = new Map(cat.cards.map((c) => [c.name.toLowerCase(), c]));
  const texts = new Map(cat.cards.map((c) => [c.id, searchText(c)]));
  let state = readHash();
  let open: OpenCard | null = null;
  let openName: string | null = null;

  const head = document.createElement('header');
  head.className = 'cb-head';
  const h1 = document.createElement('h1');
  h1.textContent = 'Innovation — all cards';
  const back = document.createElement('a');
  back.href = 'index.html';
  back.textContent = '← Back to the game';
  head.append(h1, back);

  const form = document.createElement('form');
  form.className = 'cb-filters';
  form.setAttribute('role', 'search');
  form.addEventListener('submit', (e) => e.preventDefault());
  const q = document.createElement('input');
  q.type = 'search';
  q.name = 'q';
  q.placeholder = 'Search title or text';
  q.setAttribute('aria-label', 'Search title or text');
  const ages = [...new Set(cat.cards.map((c) => c.age))].sort((a, b) => a - b);
  const age = select('age', 'age', ages.map((a) => [String(a), `age ${a}`]));
  const color = select('color', 'colour', COLORS.map((c) => [c, c]));
  const icon = select('icon', 'icon', cat.icons.map((i) => [i, i]));
  const set = select('set', 'set', cat.sets.map((s) => [s.set, s.name]));
  const edition = document.createElement('select');
  edition.name = 'edition';
  edition.setAttribute('aria-label', 'edition');
  for (const [v, t] of [['3', '3rd edition'], ['4', '4th edition'], ['1', '1st edition']]) {
    const o = document.createElement('option');
    o.value = v;
    o.textContent = t;
    edition.append(o);
  }
  edition.value = String(cat.edition);
  const reset = document.createElement('button');
  reset.type = 'button';
  reset.textContent = 'Clear';
  const count = document.createElement('span');
  count.className = 'cb-count';
  count.setAttribute('aria-live', 'polite');
  form.append(q, labelled('Age', age), labelled('Colour', color), labelled('Icon', icon), labelled('Set', set), labelled('Edition', edition), reset, count);

  const grid = document.createElement('main');
  grid.className = 'cb-grid';
  const cards = new Map<number, HTMLElement>();
  for (const c of cat.cards) {
    // Opening goes through this page (it keeps the hash), not the card's own handler.
    const el = renderCard(c, 'compact', { open: false, full: true });
    el.classList.add('inno-openable');
    el.tabIndex = 0;
    el.setAttribute('role', 'button');
    el.addEventListener('click', () => show(c));
    el.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); show(c); } });
    cards.set(c.id, el);
    grid.append(el);
  }
  const none = document.createElement('p');
  none.className = 'cb-none';
  none.textContent = 'No card matches.';

  const specials = document.createElement('section');
  specials.className = 'cb-specials';
  const h2 = document.createElement('h2');
  h2.textContent = cat.specials.some((s) => s.decree) ? 'Special achievements and decrees' : 'Special achievements';
  const dl = document.createElement('dl');
  for (const s of cat.specials) {
    const dt = document.createElement('dt');
    dt.textContent = s.decree ? `${s.name} (decree, ${s.decree})` : s.name;
    dt.dataset.special = s.name;
    const dd = document.createElement('dd');
    dd.append(renderEffectText(s.condition));
    dl.append(dt, dd);
  }
  specials.append(h2, dl);
  root.replaceChildren(head, form, grid, none, specials);

  function show(c: CardInfo): void {
    const mine = openCardLarge(c, document.body, {
      onClose: () => {
        if (open === mine) { open = null; openName = null; writeHash(null, state.filters); }
      },
    });
    open = mine;
    openName = c.name;
    writeHash(c.name, state.filters);
  }

  function filtersFromForm(): Filters {
    return { q: q.value, age: age.value, color: color.value, icon: icon.value, set: set.value, edition: edition.value };
  }

  function apply(): void {
    const f = state.filters;
    let n = 0;
    for (const c of cat.cards) {
      const ok = matches(c, f, texts.get(c.id) ?? '');
      cards.get(c.id)!.hidden = !ok;
      if (ok) n++;
    }
    count.textContent = `${n} card${n === 1 ? '' : 's'}`;
    none.hidden = n > 0;
  }

  function fromHash(): void {
    state = readHash();
    const f = state.filters;
    if ((f.edition || '3') !== String(cat.edition)) {
      // Another edition: its own catalogue.
      window.removeEventListener('hashchange', fromHash);
      void load(root);
      return;
    }
    q.value = f.q; age.value = f.age; color.value = f.color; icon.value = f.icon; set.value = f.set; edition.value = f.edition || String(cat.edition);
    apply();
    const wanted = state.card ? byName.get(state.card.toLowerCase()) : undefined;
    if (wanted && open?.element.dataset.cardId !== String(wanted.id)) show(wanted);
    else if (!wanted && open) { const o = open; open = null; openName = null; o.close(); }
  }

  const onInput = () => {
    state.filters = filtersFromForm();
    writeHash(openName, state.filters);
    if (state.filters.edition !== String(cat.edition)) return fromHash();
    apply();
  };
  form.addEventListener('input', onInput);
  form.addEventListener('change', onInput);
  reset.addEventListener('click', () => { form.reset(); q.value = ''; onInput(); });
  window.addEventListener('hashchange', fromHash);
  fromHash();
}

async function main(): Promise<void> {
  injectStyles(document);
  const style = document.createElement('style');
  style.textContent = PAGE_CSS;
  document.head.append(style);
  await load(document.getElementById('cards')!);
}

/** Build the page for the edition the hash names (default 3). */
async function load(root: HTMLElement): Promise<void> {
  const e = Number(readHash().filters.edition || '3');
  try {
    build(await catalogue([1, 3, 4].includes(e) ? e : 3), root);
  } catch (err) {
    root.textContent = `The cards could not be loaded: ${err instanceof Error ? err.message : String(err)}`;
    throw err;
  }
}
main();
