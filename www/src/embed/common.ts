// What every embedded element shares: its own Shadow DOM with the styles inside
// (the host page's CSS neither reaches in nor is touched), the engine loaded once,
// scenario text from a URL or inline JSON, and errors shown inside the element's
// box instead of thrown at the page.
import { loadEngine, catalogue } from '../engine/engine';
import type { Catalogue, CardInfo, ScenarioExample, ScenarioOptions, ScenarioPosition } from '../engine/types';
import { styles } from './draw';
import { embedStyles } from './styles';
import type { ScenarioSource } from '../../static/embed';

// The app's element builder (never innerHTML with data), for the elements too.
import { h } from '../app/dom';
export { h };

// Elements whose children are never drawn: a <div> child in them would be invisible.
const NO_CONTENT = new Set(['area', 'audio', 'base', 'br', 'canvas', 'col', 'embed', 'hr', 'iframe', 'img', 'input', 'link', 'meta', 'object', 'option', 'picture', 'script', 'select', 'source', 'style', 'template', 'textarea', 'track', 'video', 'wbr']);

/** The page's element a fallback <div>'s root draws for (it carries data-inno-state). */
const pageHosts = new WeakMap<ShadowRoot, HTMLElement>();

/**
 * The shadow root to draw into: the host's own (created open if it has none). Elements
 * that cannot carry a shadow root but draw their children (e.g. <li>, <td>, <a>) get a
 * <div> child that does; those whose children are never drawn (<img>, <input>…) are an error.
 */
export function shadowOf(host: HTMLElement): ShadowRoot {
  if (!(host instanceof HTMLElement)) {
    const given: unknown = host; // from script, anything
    const got = given === null ? 'null' : given instanceof Element ? `a <${given.localName}>` : typeof given;
    throw new Error(`the host must be an HTML element of the page, not ${got}`);
  }
  if (host.shadowRoot) return host.shadowRoot;
  try {
    return host.attachShadow({ mode: 'open' });
  } catch {
    if (NO_CONTENT.has(host.localName)) throw new Error(`a <${host.localName}> shows nothing inside it: use a <div>, <span> or <section> as the host`);
    // Drawn into before: the same box.
    const drawn = host.firstElementChild;
    if (drawn?.hasAttribute('data-inno-box') && drawn.shadowRoot) return drawn.shadowRoot;
    const box = h('div', { 'data-inno-box': true });
    host.replaceChildren(box);
    const root = box.attachShadow({ mode: 'open' });
    pageHosts.set(root, host);
    return root;
  }
}

/**
 * The shadow root a JS API function draws into, or null when the host cannot have one:
 * there is no box to show the error in, so it goes to the console (and, on an element,
 * data-inno-state="error").
 */
export function apiRoot(host: HTMLElement, fn: string): ShadowRoot | null {
  try {
    return shadowOf(host);
  } catch (e) {
    console.error(`Innovation.${fn}: ${e instanceof Error ? e.message : String(e)}`);
    if (host instanceof HTMLElement) host.dataset.innoState = 'error';
    return null;
  }
}

/** A JS API function's options must be an object: else an error that shows what to give. */
export function checkOptions(options: unknown, example: string): void {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    const got = options === null ? 'null' : Array.isArray(options) ? 'an array' : typeof options;
    throw new Error(`the options must be an object, e.g. ${example}; got ${got}`);
  }
}

/** Replace what the root shows with `content`, under the styles (content already shown: only the state changes). */
export function show(root: ShadowRoot, content: Node, state: 'ready' | 'error' | 'loading' = 'ready'): void {
  // On the host too, for the page's CSS and scripts: data-inno-state="loading|ready|error".
  const host = pageHosts.get(root) ?? (root.host as HTMLElement);
  if (host.dataset.innoState !== state) host.dataset.innoState = state;
  if (content.parentNode === root) return;
  const style = document.createElement('style');
  // Marked as the renderer's own, so that it does not inject them a second time (e.g. for a card opened large).
  style.setAttribute('data-inno-styles', '');
  style.textContent = styles + '\n' + embedStyles;
  root.replaceChildren(style, content);
}

/** A readable error inside the element's own box; the page goes on. */
export function showError(root: ShadowRoot, what: string, e: unknown): void {
  const message = e instanceof Error ? e.message : String(e);
  show(root, h('div', { class: 'inno-error', role: 'alert' }, h('strong', {}, `Innovation: ${what}`), h('p', {}, message)), 'error');
}

/** A placeholder while the engine loads. */
export function showLoading(root: ShadowRoot): void {
  show(root, h('div', { class: 'inno-loading' }, 'Loading…'), 'loading');
}

const catalogues = new Map<number, Promise<Catalogue>>();
const byNames = new Map<number, Promise<Map<string, CardInfo>>>();

/** The cards of an edition (1, 3 or 4), with that edition's icons and our wording. */
export function getCatalogue(edition = 3): Promise<Catalogue> {
  let c = catalogues.get(edition);
  if (!c) catalogues.set(edition, (c = catalogue(edition)));
  return c;
}

/** Cards of an edition by lower-case name. */
function cardsByName(edition: number): Promise<Map<string, CardInfo>> {
  let m = byNames.get(edition);
  if (!m) byNames.set(edition, (m = getCatalogue(edition).then((c) => new Map(c.cards.map((x) => [x.name.toLowerCase(), x])))));
  return m;
}

const ORDINAL: Record<number, string> = { 1: '1st', 3: '3rd', 4: '4th' };

/** A name as compared for suggestions: no case, accents, punctuation or spaces ("São Paulo" → "saopaulo"). */
function fold(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** Edits from a to b, each a letter added, removed, changed, or two neighbours swapped (optimal string alignment distance). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The titles a misspelt name may mean: the closest (at most one edit in three letters), then those that contain it ("Wheel"). */
function suggestions(wanted: string, names: string[]): string[] {
  const w = fold(wanted);
  if (!w) return [];
  const near = names.map((name) => ({ name, d: distance(w, fold(name)) }))
    .filter((x) => x.d <= Math.max(1, Math.floor(w.length / 3)))
    .sort((a, b) => a.d - b.d || a.name.localeCompare(b.name));
  const closest = near.filter((x) => x.d === near[0].d).map((x) => x.name);
  const containing = w.length >= 3 ? names.filter((n) => fold(n).includes(w)) : [];
  return [...new Set([...closest, ...containing])].slice(0, 4);
}

/** Where a title missing from an edition is: another edition's base set, or a 3rd-edition expansion. */
async function elsewhere(wanted: string, edition: number): Promise<string | null> {
  const w = fold(wanted);
  for (const e of [3, 4, 1].filter((x) => x !== edition)) {
    const cat = await getCatalogue(e);
    const card = cat.cards.find((c) => fold(c.name) === w);
    if (!card) continue;
    if (card.set !== 'base') {
      const set = cat.sets.find((s) => s.set === card.set)?.name ?? card.set;
      return `${card.name} is a card of the ${set} expansion, and the expansions exist only in the 3rd edition (edition 3)`;
    }
    return `${card.name} is a card of the ${ORDINAL[e]} edition (edition ${e})`;
  }
  return null;
}

/** The card called `name` (any case) in an edition (1, 3 or 4; default 3), or an error that suggests the names meant. */
export async function findCard(name: string, edition: string | null): Promise<CardInfo> {
  if (typeof name !== 'string') throw new Error(`name: a card's title, e.g. "Archery"; got ${JSON.stringify(name) ?? typeof name}`);
  const e = edition === null || edition.trim() === '' ? 3 : Number(edition.trim());
  if (!ORDINAL[e]) throw new Error(`edition ${JSON.stringify(edition)}: use 1, 3 or 4`);
  const byName = await cardsByName(e);
  const wanted = name.trim().toLowerCase();
  if (!wanted) throw new Error('no card name given: write e.g. <inno-card name="Archery">');
  const found = byName.get(wanted);
  if (found) return found;
  const missing = `no card named ${JSON.stringify(name)} in the ${ORDINAL[e]} edition`;
  const names = [...byName.values()].map((c) => c.name);
  // Not in this edition even with other spaces or accents: is it in another?
  const other = names.some((n) => fold(n) === fold(name)) ? null : await elsewhere(name, e);
  if (other) throw new Error(`${missing}: ${other}`);
  const close = suggestions(name, names);
  throw new Error(`${missing}${close.length ? ` (did you mean ${close.join(', ')}?)` : ''}`);
}

/** The scenario's text: fetched, given, or read from an element's inline JSON. */
export async function scenarioText(source: ScenarioSource): Promise<string> {
  if (source.scenario !== undefined) return typeof source.scenario === 'string' ? source.scenario : JSON.stringify(source.scenario);
  if (!source.src) throw new Error('no scenario: give a src="….json" attribute, or the scenario JSON inside the element');
  if (typeof source.src !== 'string') throw new Error(`src: the scenario file's URL, e.g. "example.json"; got ${typeof source.src}`);
  const url = new URL(source.src, document.baseURI).href;
  let response: Response;
  try {
    response = await fetch(url);
  } catch (e) {
    throw new Error(`could not load ${source.src}: ${e instanceof Error ? e.message : e}`);
  }
  if (!response.ok) throw new Error(`could not load ${source.src}: HTTP ${response.status} ${response.statusText}`.trim());
  return response.text();
}

/** The JSON inside an element: of its `<script type="application/json">` child, else (unless `scriptOnly`) its text. */
function inlineText(el: HTMLElement, scriptOnly: boolean): string {
  const script = el.querySelector('script[type="application/json"]');
  return (script ? script.textContent : scriptOnly ? '' : el.textContent) ?? '';
}

/**
 * The scenario source of an element: its `src` attribute, else the JSON inside it
 * (with `scriptOnly`, only in a `<script type="application/json">` child, so that
 * fallback text inside the element is not read as a scenario).
 */
export async function elementSource(el: HTMLElement, scriptOnly = false): Promise<ScenarioSource> {
  const src = el.getAttribute('src');
  if (src) return { src };
  // Children may still be on their way when the element is upgraded during parsing.
  if (document.readyState === 'loading') await new Promise((r) => document.addEventListener('DOMContentLoaded', r, { once: true }));
  const text = inlineText(el, scriptOnly);
  return text.trim() ? { scenario: text } : {};
}

export async function scenarioPosition(text: string, options: ScenarioOptions): Promise<ScenarioPosition> {
  const w = await loadEngine();
  return w.scenarioPosition(text, options) as ScenarioPosition;
}

export async function scenarioExample(text: string, options: ScenarioOptions): Promise<ScenarioExample> {
  const w = await loadEngine();
  return w.scenarioExample(text, options) as ScenarioExample;
}

/** Options from attributes: only those present. */
export function viewerOption(el: HTMLElement): ScenarioOptions {
  const viewer = el.getAttribute('viewer');
  return viewer ? { viewer } : {};
}

/**
 * Custom elements redraw when an attribute or their inline JSON changes; a draw started
 * earlier may end later, so each element keeps a counter and only the latest draw shows
 * (removing the element also ends the draw running).
 */
export abstract class EmbedElement extends HTMLElement {
  private drawn = 0;
  /** Where the element reads inline JSON: any text inside it, only a `<script type="application/json">` child, or none. */
  protected readonly inline: 'text' | 'script' | null = 'text';
  private inlineSeen = '';
  private readonly contentWatch = new MutationObserver(() => this.childrenChanged());
  protected get root(): ShadowRoot {
    return shadowOf(this);
  }
  connectedCallback(): void {
    if (this.inline) {
      this.inlineSeen = inlineText(this, this.inline === 'script');
      this.contentWatch.observe(this, { childList: true, subtree: true, characterData: true });
    }
    this.redraw();
  }
  disconnectedCallback(): void {
    this.contentWatch.disconnect();
    this.drawn++;
  }
  attributeChangedCallback(_name: string, old: string | null, value: string | null): void {
    if (this.isConnected && old !== value) this.redraw();
  }
  /** Inline JSON added or changed once the element is on the page is drawn too (without a src, which comes first). */
  private childrenChanged(): void {
    const text = inlineText(this, this.inline === 'script');
    if (text === this.inlineSeen) return;
    this.inlineSeen = text;
    if (!this.getAttribute('src')) this.redraw();
  }
  /** Draws into the root and returns what to show, or throws. */
  protected abstract draw(isCurrent: () => boolean): Promise<Node>;
  protected abstract readonly what: string;
  /** The state once drawn: "error" when the content shows an error itself (a game's setup screen). */
  protected drawnState(): 'ready' | 'error' {
    return 'ready';
  }
  /** Resolves when the element shows its content or its error (tests and authors may await it). */
  ready: Promise<void> = Promise.resolve();
  private redraw(): void {
    const n = ++this.drawn;
    const root = this.root;
    if (!root.firstChild) showLoading(root);
    this.ready = this.draw(() => n === this.drawn).then(
      (node) => { if (n === this.drawn) show(root, node, this.drawnState()); },
      (e) => { if (n === this.drawn) showError(root, this.what, e); },
    ).finally(() => { if (n === this.drawn) this.dispatchEvent(new CustomEvent('inno-ready', { bubbles: true, composed: true })); });
  }
}
