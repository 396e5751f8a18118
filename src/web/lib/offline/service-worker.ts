// The staff app's service worker (built to /sw.js by scripts/build.mjs, which fills in the two
// constants below). It keeps the built shell and its assets on the device so that the installed app,
// or a reload, opens with no network; the day itself and the changes made offline live in
// IndexedDB (offline-store.ts), read by the app, never by this worker.
//
// What it touches, and why no more:
// - navigations to the staff app's pages: network first (a new release, the server's headers), the
//   kept shell when the network does not answer;
// - the files of the build it was made with: from the device, they never change under a name;
// - the restaurant's pictures the staff screens showed (its logo in the header): network first, the
//   last copy seen when the network does not answer;
// - nothing else: API calls and diner pages (rendered by the server for each diner) go to the
//   network as if no worker were there.

import { isStaffPage, PICTURES_CACHE } from './shell-pages';

declare const __SHELL_VERSION__: string;
declare const __SHELL_FILES__: string[];

// The few worker types used here, written out: the project's type library is the window's.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly location: Location;
}

const worker = self as unknown as WorkerScope;
const CACHE = `couvert-shell-${__SHELL_VERSION__}`;
const SHELL = '/index.html';
const FILES = new Set(__SHELL_FILES__);
// Pictures change under their name only in the demo's folder; uploads are named by their content.
const PICTURE_PATH = /^\/(uploads|demo)\//;

worker.addEventListener('install', (event) => {
  // Every file or none: a shell missing one of its chunks would open on a blank screen offline.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...FILES]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  // The previous releases' files go: their names are not this shell's.
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('couvert-shell-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') {
    if (!isStaffPage(url.pathname)) return;
    event.respondWith(fetch(request).catch(() => fromShell(SHELL)));
    return;
  }
  if (FILES.has(url.pathname)) event.respondWith(fromShell(url.pathname).catch(() => fetch(request)));
  else if (request.destination === 'image' && PICTURE_PATH.test(url.pathname)) event.respondWith(pictureOf(request));
});

async function pictureOf(request: Request): Promise<Response> {
  const cache = await caches.open(PICTURES_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw error;
  }
}

async function fromShell(path: string): Promise<Response> {
  const kept = await caches.open(CACHE).then((cache) => cache.match(path));
  if (!kept) throw new Error(`${path} n'est pas gardé sur l'appareil`);
  return kept;
}
