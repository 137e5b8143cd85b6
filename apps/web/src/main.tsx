import './styles/main.scss';

// Spec §4: any service worker left by an earlier version of the shop is unregistered.
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
    .catch(console.warn);
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The app's code and the full stylesheets are fetched, and the code evaluated, after the server's page has
// been painted with its largest picture: on a slow phone their 100 KB would share the bandwidth with the
// page and that picture, and the code's evaluation is a long task. A server-rendered page starts this entry
// only then (apps/api/src/plugins/entry-loader.ts), and lists what the app needs, its page's chunk included,
// in an inert <template>: moved into <head>, its links start in the order listed. The entry imports only
// Vite's preload helper (vite.config.ts). The shell (a page rendered in the browser) has nothing to paint
// before the app: it starts this entry at once, with the app's code preloaded in its <head>.
//
// Its links are moved a few at a time, each few in a task of its own: each fetch it starts costs the main
// thread, and on a busy phone seventeen of them made one long task. (A timer, not lib/tasks' nextTask: the
// entry importing that module would import the app's chunk with it, before the paint.)
const afterPaint = document.getElementById('after-paint') as HTMLTemplateElement | null;
if (afterPaint) {
  const links = [...afterPaint.content.children];
  for (let i = 0; i < links.length; i += 4) {
    document.head.append(...links.slice(i, i + 4));
    await new Promise((next) => setTimeout(next));
  }
}
// The libraries' chunk (preact is in it) is evaluated in a task of its own, then the app's code in another:
// on a slow phone each is a long task of its own already. (One name taken: the chunk's facade for this
// import re-exports only it.)
await import('preact').then(({ options }) => options);
const { startApp } = await import('./app/start');
await startApp(root);
