// <inno-example src="example.json">: a rule in action. The scenario's position, then
// its steps one at a time (Next / Back / Restart), each step's changes highlighted and
// its log lines shown. Every state comes from the engine up front (src/embed.rs), so
// going back shows exactly the state that was shown before.
import type { Catalogue, ScenarioExample, ScenarioOptions, View } from '../engine/types';
import { apiRoot, checkOptions, EmbedElement, elementSource, getCatalogue, h, scenarioExample, scenarioText, show, showError, showLoading, viewerOption } from './common';
import type { ExampleController, ExampleOptions } from '../../static/embed';
import { cardIndex, renderTable } from './draw';
import { renderLogParts } from '../ui/logline';
import { markChanges, places } from '../ui/changes';

/** The example's box, redrawn in place at each step. */
class ExampleBox implements ExampleController {
  step = 0;
  readonly node: HTMLElement;
  private readonly table = h('div', { class: 'inno-example-table' });
  private readonly status = h('p', { class: 'inno-example-status', 'aria-live': 'polite' });
  private readonly log = h('ol', { class: 'inno-example-log' });
  private readonly buttons = {
    restart: h('button', { type: 'button', 'data-action': 'restart' }, '⟲ Restart'),
    back: h('button', { type: 'button', 'data-action': 'back' }, '◀ Back'),
    next: h('button', { type: 'button', 'data-action': 'next' }, 'Next ▶'),
  };
  private readonly counter = h('span', { class: 'inno-example-counter' });

  constructor(private readonly ex: ScenarioExample, private readonly cat: Catalogue) {
    this.buttons.restart.onclick = () => this.restart();
    this.buttons.back.onclick = () => this.back();
    this.buttons.next.onclick = () => this.next();
    this.node = h(
      'div',
      { class: 'inno-example' },
      ex.name ? h('div', { class: 'inno-embed-title' }, ex.name) : null,
      this.table,
      this.status,
      this.log,
      h('div', { class: 'inno-example-controls' }, this.buttons.restart, this.buttons.back, this.buttons.next, this.counter),
    );
    this.render();
  }

  get steps(): number {
    return this.ex.steps.length;
  }
  next(): void {
    this.go(this.step + 1);
  }
  back(): void {
    this.go(this.step - 1);
  }
  restart(): void {
    this.go(0);
  }
  go(step: number): void {
    // Not a number (go(parseInt('')), go()): nothing to go to, and the API never throws.
    if (typeof step !== 'number' || Number.isNaN(step)) return;
    const s = Math.max(0, Math.min(this.steps, Math.trunc(step)));
    if (s === this.step) return;
    this.step = s;
    this.render();
  }

  private viewAt(i: number): View {
    return i === 0 ? this.ex.start : this.ex.steps[i - 1].view;
  }

  private render(): void {
    const i = this.step;
    const view = this.viewAt(i);
    const table = renderTable(view, this.cat);
    if (i > 0) markChanges(table, places(this.viewAt(i - 1)), places(view));
    this.table.replaceChildren(table);
    this.node.dataset.step = String(i);
    if (i === 0) {
      this.status.textContent = this.steps ? 'The position. Press Next to play the first step.' : 'The position (this example has no steps).';
      this.log.replaceChildren();
    } else {
      const s = this.ex.steps[i - 1];
      const who = view.players[s.player]?.name ?? `player ${s.player}`;
      // Another viewer than the answering player is not told the question and answer (they may name hidden cards).
      const answer = s.chosen?.length ? s.chosen.join(', ') : s.answer;
      this.status.replaceChildren(h('strong', {}, `Step ${i}: `), s.prompt === null ? `${who} answers.` : `${who} — ${s.prompt} `);
      if (answer !== null) this.status.append(h('span', { class: 'inno-example-answer' }, `→ ${answer}`));
      const names = view.players.map((p) => p.name);
      this.log.replaceChildren(...s.log.map((line) => h('li', {}, ...renderLogParts(line, names, cardIndex(this.cat)))));
    }
    this.counter.textContent = `${i} / ${this.steps}`;
    this.buttons.restart.disabled = this.buttons.back.disabled = i === 0;
    this.buttons.next.disabled = i === this.steps;
  }
}

async function exampleBox(o: ExampleOptions): Promise<ExampleBox> {
  const text = await scenarioText(o);
  const options: ScenarioOptions = o.viewer !== undefined ? { viewer: o.viewer } : {};
  const ex = await scenarioExample(text, options);
  return new ExampleBox(ex, await getCatalogue(ex.start.rules.edition));
}

/** Mount an example into `host`; resolves to its controller, or null when an error is shown instead. */
export async function mountExample(host: HTMLElement, options: ExampleOptions): Promise<ExampleController | null> {
  const root = apiRoot(host, 'mountExample');
  if (!root) return null;
  showLoading(root);
  try {
    checkOptions(options, "{ src: 'example.json' }");
    const box = await exampleBox(options);
    show(root, box.node);
    return box;
  } catch (e) {
    showError(root, 'cannot show this example', e);
    return null;
  }
}

export class InnoExample extends EmbedElement implements ExampleController {
  static observedAttributes = ['src', 'viewer'];
  protected readonly what = 'cannot show this example';
  private box: ExampleBox | null = null;
  protected async draw(isCurrent: () => boolean): Promise<Node> {
    this.box = null; // until the new scenario is ready (or shows an error), the methods do nothing
    const box = await exampleBox({ ...(await elementSource(this)), ...viewerOption(this) });
    if (isCurrent()) this.box = box;
    return box.node;
  }
  get step(): number {
    return this.box?.step ?? 0;
  }
  get steps(): number {
    return this.box?.steps ?? 0;
  }
  next(): void {
    this.box?.next();
  }
  back(): void {
    this.box?.back();
  }
  restart(): void {
    this.box?.restart();
  }
  go(step: number): void {
    this.box?.go(step);
  }
}
