// Our own glyphs for the card icons, drawn as simple geometric SVG on a 24×24 grid.
// Each icon is a coloured rounded tile with a white glyph, so it reads both by its
// shape (colour-blind safe) and by its colour. No scanned or copied art.
import type { Color, Icon } from '../engine/types';

/** Tile colour per icon (chosen to stay distinct from each other in greyscale too). */
const TILE: Record<Icon, string> = {
  crown: '#b8860b',
  leaf: '#2e7d32',
  lightbulb: '#6a3d9a',
  castle: '#5d6168',
  factory: '#9c3b1c',
  clock: '#1f5f9e',
  avatar: '#8a5a44',
};

/** Glyph bodies (white on the tile). */
const GLYPH: Record<Icon, string> = {
  crown:
    '<path d="M4 17.5V8l4.2 3.6L12 5l3.8 6.6L20 8v9.5z" fill="#fff"/>' +
    '<rect x="4" y="18.6" width="16" height="2" rx=".6" fill="#fff"/>',
  leaf:
    '<path d="M5 19.5C4.6 11 10 4.8 20 4.5c.3 9.6-5.6 15.2-15 15z" fill="#fff"/>' +
    '<path d="M6.5 18 15.5 9" stroke="' + TILE.leaf + '" stroke-width="1.5" stroke-linecap="round"/>',
  lightbulb:
    '<circle cx="12" cy="10" r="6" fill="#fff"/>' +
    '<rect x="9" y="14" width="6" height="3.6" fill="#fff"/>' +
    '<rect x="9.6" y="18.4" width="4.8" height="2" rx=".8" fill="#fff"/>',
  castle:
    '<path d="M4 20.5V6h3v3h2.5V6h5v3H17V6h3v14.5h-5.5v-4.5a2.5 2.5 0 0 0-5 0v4.5z" fill="#fff"/>',
  factory:
    '<path d="M3.5 20.5V11l5 3.2V11l5 3.2V5.5h3V3.5h2.5v17z" fill="#fff"/>',
  clock:
    '<circle cx="12" cy="12" r="8" fill="#fff"/>' +
    '<path d="M12 7v5.3l3.6 2.2" stroke="' + TILE.clock + '" stroke-width="1.8" fill="none" stroke-linecap="round"/>',
  avatar:
    '<circle cx="12" cy="8.5" r="4" fill="#fff"/><path d="M4.5 20.5c.5-4.5 3.5-6.5 7.5-6.5s7 2 7.5 6.5z" fill="#fff"/>',
};

export const ICONS: Icon[] = ['crown', 'leaf', 'lightbulb', 'castle', 'factory', 'clock'];

export function isIcon(s: string): s is Icon {
  return s in GLYPH;
}

/** An icon as an SVG string (a tile with the glyph), `size` in px (or any CSS length). */
export function iconSvg(icon: Icon, size: number | string = 24): string {
  const s = typeof size === 'number' ? `${size}px` : size;
  return (
    `<svg class="inno-icon inno-icon-${icon}" viewBox="0 0 24 24" width="${s}" height="${s}" role="img" aria-label="${icon}" focusable="false">` +
    `<rect x="0.5" y="0.5" width="23" height="23" rx="4.5" fill="${TILE[icon]}"/>${GLYPH[icon]}</svg>`
  );
}

/** The image slot of a card: a hexagon (the printed card shows its picture there). */
export function hexSvg(size: number | string = 24, fill = '#ffffff'): string {
  const s = typeof size === 'number' ? `${size}px` : size;
  return (
    `<svg class="inno-icon inno-hex" viewBox="0 0 24 24" width="${s}" height="${s}" role="img" aria-label="image" focusable="false">` +
    `<path d="M12 1.5 21.1 6.75v10.5L12 22.5 2.9 17.25V6.75z" fill="${fill}" stroke="rgba(0,0,0,.55)" stroke-width="1.4"/>` +
    `<path d="M12 6.5 16.8 9.25v5.5L12 17.5 7.2 14.75v-5.5z" fill="none" stroke="rgba(0,0,0,.3)" stroke-width="1.1"/></svg>`
  );
}

const parsed = new Map<string, SVGElement>();

/** An SVG string as a new element, parsed once per string: a repaint draws the same few icons many times. */
export function svgElement(markup: string): SVGElement {
  let t = parsed.get(markup);
  if (!t) {
    const tpl = document.createElement('template');
    tpl.innerHTML = markup;
    t = tpl.content.firstElementChild as SVGElement;
    parsed.set(markup, t);
  }
  return t.cloneNode(true) as SVGElement;
}

/**
 * The colour mark of each card colour: a distinct shape, so the colour can be
 * told without seeing hue (red triangle, yellow diamond, green square, blue
 * circle, purple star).
 */
const MARK: Record<Color, string> = {
  red: '<path d="M12 3 22 20H2z"/>',
  yellow: '<path d="M12 2 22 12 12 22 2 12z"/>',
  green: '<rect x="3.5" y="3.5" width="17" height="17"/>',
  blue: '<circle cx="12" cy="12" r="9.5"/>',
  purple: '<path d="M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7L12 17.2 5.8 20.9l1.6-7L2 9.2l7.1-.6z"/>',
};

export function colorMarkSvg(color: Color, size: number | string = 14): string {
  const s = typeof size === 'number' ? `${size}px` : size;
  return (
    `<svg class="inno-mark inno-mark-${color}" viewBox="0 0 24 24" width="${s}" height="${s}" aria-hidden="true" focusable="false">` +
    `<g fill="currentColor" stroke="#fff" stroke-width="1.6" stroke-linejoin="round">${MARK[color]}</g></svg>`
  );
}
