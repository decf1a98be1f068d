// Card and log text of the engine's own wording: `{crown}` etc. become icon
// glyphs, `[N]` a value box. Everything else stays plain text (never innerHTML
// of engine strings, so a name or prompt can never inject markup).
import { iconSvg, isIcon, svgElement } from './icons';

const TOKEN = /\{([a-z]+)\}|\[(\d+)\]/g;

/** The text as nodes: text, `.inno-inline-icon` glyphs and `.inno-value` boxes. */
export function renderEffectText(text: string): DocumentFragment {
  const frag = document.createDocumentFragment();
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const at = m.index ?? 0;
    if (at > last) frag.append(text.slice(last, at));
    if (m[1] !== undefined) {
      const name = m[1];
      if (isIcon(name)) {
        const span = document.createElement('span');
        span.className = 'inno-inline-icon';
        span.setAttribute('role', 'img');
        span.setAttribute('aria-label', name);
        span.title = name;
        const glyph = svgElement(iconSvg(name, '1.15em'));
        glyph.removeAttribute('role');
        glyph.setAttribute('aria-hidden', 'true');
        span.append(glyph);
        frag.append(span);
      } else {
        frag.append(name); // an unknown marker: its word, not the braces
      }
    } else {
      const box = document.createElement('span');
      box.className = 'inno-value';
      box.setAttribute('aria-label', `value ${m[2]}`);
      box.textContent = m[2];
      frag.append(box);
    }
    last = at + m[0].length;
  }
  if (last < text.length) frag.append(text.slice(last));
  return frag;
}

/** The same as plain words (for aria labels and search): `{crown}` → "crown", `[3]` → "3". */
export function plainText(text: string): string {
  return text.replace(TOKEN, (_m, icon: string | undefined, n: string | undefined) => icon ?? n ?? '');
}
