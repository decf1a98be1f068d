// The app's own page: offline support, then the whole app on #app.
// `?pace=N` sets the milliseconds before each computer answer (tests use 0).
import { mountGame } from './mount';

if ('serviceWorker' in navigator) {
  // Registered at once: a `load` handler may come after the event has fired.
  navigator.serviceWorker.register('sw.js').catch((e) => console.warn('no offline support:', e));
}

const params = new URLSearchParams(location.search);
const pace = params.get('pace');
mountGame(document.getElementById('app')!, { pace: pace === null ? undefined : Number(pace) });
