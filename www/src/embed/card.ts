// <inno-card name="Archery" edition="3" size="compact|large">: one card as the app
// draws it, with the engine's wording of its text.
import { apiRoot, checkOptions, EmbedElement, findCard, h, show, showError, showLoading } from './common';
import { renderCard as drawCard, type CardSize } from './draw';
import type { CardOptions } from '../../static/embed';


function size(s: string | null | undefined): CardSize {
  if (s === null || s === undefined || s === '' || s === 'large') return 'large';
  if (s === 'compact') return 'compact';
  throw new Error(`size ${JSON.stringify(s)}: use "compact" or "large"`);
}

async function cardNode(o: CardOptions): Promise<Node> {
  const info = await findCard(o.name ?? '', o.edition === undefined ? null : String(o.edition));
  return h('figure', { class: 'inno-embed-card', 'aria-label': info.name }, drawCard(info, size(o.size)));
}

/** Draw a card into `host` (inside its shadow root). Errors are shown in the host, and the promise still resolves. */
export async function renderCard(host: HTMLElement, options: CardOptions): Promise<void> {
  const root = apiRoot(host, 'renderCard');
  if (!root) return;
  showLoading(root);
  try {
    checkOptions(options, "{ name: 'Archery' }");
    show(root, await cardNode(options));
  } catch (e) {
    showError(root, 'cannot show this card', e);
  }
}

export class InnoCard extends EmbedElement {
  static observedAttributes = ['name', 'size', 'edition'];
  protected readonly what = 'cannot show this card';
  protected readonly inline = null;
  protected draw(): Promise<Node> {
    return cardNode({ name: this.getAttribute('name') ?? '', size: this.getAttribute('size') as CardSize, edition: this.getAttribute('edition') ?? undefined });
  }
}
