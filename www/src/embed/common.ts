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

/**
 * The shadow root to draw into: the host's own (created open if it has none). Elements
 * that cannot carry a shadow root (e.g. <p>, <img>) get a <div> child that does.
 */
export function shadowOf(host: HTMLElement): ShadowRoot {
  if (host.shadowRoot) return host.shadowRoot;
  try {
    return host.attachShadow({ mode: 'open' });
  } catch {
    const box = document.createElement('div');
    host.replaceChildren(box);
    return box.attachShadow({ mode: 'open' });
  }
}

/** Replace what the root shows with `content`, under the styles. */
export function show(root: ShadowRoot, content: Node, state: 'ready' | 'error' | 'loading' = 'ready'): void {
  // On the host too, for the page's CSS and scripts: data-inno-state="loading|ready|error".
  (root.host as HTMLElement).dataset.innoState = state;
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

/** The card called `name` (any case) in an edition (1, 3 or 4; default 3), or an error that suggests the names meant. */
export async function findCard(name: string, edition: string | null): Promise<CardInfo> {
  const e = edition === null || edition.trim() === '' ? 3 : Number(edition.trim());
  if (!ORDINAL[e]) throw new Error(`edition ${JSON.stringify(edition)}: use 1, 3 or 4`);
  const byName = await cardsByName(e);
  const wanted = name.trim().toLowerCase();
  if (!wanted) throw new Error('no card name given: write e.g. <inno-card name="Archery">');
  const found = byName.get(wanted);
  if (found) return found;
  const close = [...byName.values()].filter((c) => c.name.toLowerCase().includes(wanted.slice(0, 4))).map((c) => c.name).slice(0, 5);
  throw new Error(`no card named ${JSON.stringify(name)} in the ${ORDINAL[e]} edition${close.length ? ` (did you mean ${close.join(', ')}?)` : ''}`);
}

/** The scenario's text: fetched, given, or read from an element's inline JSON. */
export async function scenarioText(source: ScenarioSource): Promise<string> {
  if (source.scenario !== undefined) return typeof source.scenario === 'string' ? source.scenario : JSON.stringify(source.scenario);
  if (!source.src) throw new Error('no scenario: give a src="….json" attribute, or the scenario JSON inside the element');
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
  const script = el.querySelector('script[type="application/json"]');
  const text = (script ? script.textContent : scriptOnly ? '' : el.textContent) ?? '';
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
 * Custom elements redraw when an attribute changes; a draw started earlier may end
 * later, so each element keeps a counter and only the latest draw shows.
 */
export abstract class EmbedElement extends HTMLElement {
  private drawn = 0;
  protected get root(): ShadowRoot {
    return shadowOf(this);
  }
  connectedCallback(): void {
    this.redraw();
  }
  attributeChangedCallback(_name: string, old: string | null, value: string | null): void {
    if (this.isConnected && old !== value) this.redraw();
  }
  /** Draws into the root and returns what to show, or throws. */
  protected abstract draw(isCurrent: () => boolean): Promise<Node>;
  protected abstract readonly what: string;
  /** Resolves when the element shows its content or its error (tests and authors may await it). */
  ready: Promise<void> = Promise.resolve();
  private redraw(): void {
    const n = ++this.drawn;
    const root = this.root;
    if (!root.firstChild) showLoading(root);
    this.ready = this.draw(() => n === this.drawn).then(
      (node) => { if (n === this.drawn) show(root, node); },
      (e) => { if (n === this.drawn) showError(root, this.what, e); },
    ).finally(() => { if (n === this.drawn) this.dispatchEvent(new CustomEvent('inno-ready', { bubbles: true, composed: true })); });
  }
}
