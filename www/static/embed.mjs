// The embed bundle as an ES module, for `<script type="module">` and import maps:
//   import { renderCard, mountPosition, mountExample, mountGame } from './embed.mjs';
// It loads embed.js (the UMD bundle beside it) once, as a classic script, so that
// the engine's files are found next to it, and re-exports its global `Innovation`.
const loaded = globalThis.Innovation
  ? Promise.resolve()
  : new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = new URL('./embed.js', import.meta.url).href;
      script.onload = resolve;
      script.onerror = () => reject(new Error(`could not load ${script.src}`));
      document.head.append(script);
    });
await loaded;
export const { renderCard, mountPosition, mountExample, mountGame } = globalThis.Innovation;
export default globalThis.Innovation;
