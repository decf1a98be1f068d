// Double taps on a touch screen. A tap puts something new where the finger is (a
// card opened large, the next question, the next screen), and the second tap of a
// double tap lands on it: on a Meld button, or on the same "Draw" of the next
// action. For a moment after something is put on the screen, a touch on it is
// ignored; mouse clicks and keys are not delayed.

/** How long after it appears a touch on something is taken as the end of a double tap. */
export const DOUBLE_TAP_MS = 500;

// Whether the pointer last pressed was a finger: Safari's clicks are plain mouse
// events, whatever pressed.
let touchedAt = -Infinity;
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', (e) => { touchedAt = e.pointerType === 'touch' ? performance.now() : -Infinity; }, true);
}
const byTouch = (e: Event) => (e as PointerEvent).pointerType === 'touch' || performance.now() - touchedAt < 1000;

/**
 * Ignore touch taps on `el` (and inside it) for `DOUBLE_TAP_MS` from now; before any
 * other click listener of `el` added later. Returns what removes the guard.
 */
export function ignoreSecondTap(el: EventTarget): () => void {
  const since = performance.now();
  const guard = (e: Event) => {
    if (performance.now() - since < DOUBLE_TAP_MS && byTouch(e)) {
      e.stopImmediatePropagation();
      e.preventDefault();
    }
  };
  el.addEventListener('click', guard, true);
  return () => el.removeEventListener('click', guard, true);
}
