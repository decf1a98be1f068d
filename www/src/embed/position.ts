// <inno-position src="position.json">: a scenario's position as a read-only table
// (boards and splays, hands, score piles, achievements), drawn from the scenario file
// or from the JSON inside the element.
import type { ScenarioOptions } from '../engine/types';
import { apiRoot, checkOptions, EmbedElement, elementSource, getCatalogue, h, scenarioPosition, scenarioText, show, showError, showLoading, viewerOption } from './common';
import type { PositionOptions } from '../../static/embed';
import { renderTable } from './draw';


async function positionNode(o: PositionOptions): Promise<Node> {
  const text = await scenarioText(o);
  const options: ScenarioOptions = {};
  if (o.viewer !== undefined) options.viewer = o.viewer;
  if (o.step !== undefined) options.step = o.step;
  const p = await scenarioPosition(text, options);
  const cat = await getCatalogue(p.view.rules.edition);
  return h('div', { class: 'inno-position' }, p.name ? h('div', { class: 'inno-embed-title' }, p.name) : null, renderTable(p.view, cat));
}

/** Draw a scenario's position into `host`. Errors are shown in the host, and the promise still resolves. */
export async function mountPosition(host: HTMLElement, options: PositionOptions): Promise<void> {
  const root = apiRoot(host, 'mountPosition');
  if (!root) return;
  showLoading(root);
  try {
    checkOptions(options, "{ src: 'position.json' }");
    show(root, await positionNode(options));
  } catch (e) {
    showError(root, 'cannot show this position', e);
  }
}

export class InnoPosition extends EmbedElement {
  static observedAttributes = ['src', 'viewer', 'step'];
  protected readonly what = 'cannot show this position';
  protected async draw(): Promise<Node> {
    const o: PositionOptions = { ...(await elementSource(this)), ...viewerOption(this) };
    const step = this.getAttribute('step');
    if (step !== null) {
      if (!/^\d+$/.test(step.trim())) throw new Error(`step ${JSON.stringify(step)}: a number of steps to play first`);
      o.step = Number(step);
    }
    return positionNode(o);
  }
}
