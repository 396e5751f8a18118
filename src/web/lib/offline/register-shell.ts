import { PICTURES_CACHE } from './shell-pages';

/**
 * Asks the browser to keep the staff app on the device (the service worker built to /sw.js, see
 * service-worker.ts), so that the installed app or a reload opens with no network, with the
 * restaurant's logo. Built apps only: the development server's modules are not files a worker
 * could keep.
 */
export function keepShellOnDevice(logo: string | null): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Online, the app works the same without it; a refusal (private window, storage full) is not a fault.
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (logo && 'caches' in window)
    void caches.open(PICTURES_CACHE).then(
      (cache) => cache.add(logo).catch(() => undefined),
      () => undefined,
    );
}
