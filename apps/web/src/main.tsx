import './styles/main.scss';

// Spec §4: any service worker left by an earlier version of the shop is unregistered.
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
    .catch((error: unknown) => console.warn('[sw] could not unregister', error));
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The app's code is evaluated after the server's page has been painted (a frame callback runs just before
// a paint; 200 ms where frames do not come, a tab in the background): on a slow phone its evaluation is a
// long task, and the first (and largest) paint must not wait for it. The entry itself imports only the
// libraries' chunk (Vite's preload helper is in it: vite.config.ts). The server preloads the app's code
// (plugins/storefront.ts), so nothing waits for a download here.
await new Promise<void>((painted) => {
  const fallback = setTimeout(painted, 200);
  requestAnimationFrame(() => {
    clearTimeout(fallback);
    setTimeout(painted, 0);
  });
});
const { startApp } = await import('./app/start');
await startApp(root);
