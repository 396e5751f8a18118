// Iframe mode: the wizard embedded in a restaurant's own site. On when the query has iframe=true,
// the route ends in /iframe, or the page is framed. It adds a body class and reports the page's
// height to the parent so that embed.js can size the frame without a scrollbar.

export const IFRAME_BODY_CLASS = 'iframe-mode';
const HEIGHT_MESSAGE_TYPE = 'couvert:height';

function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // Cross-origin parent: reading top throws, which means we are framed.
    return true;
  }
}

export function isIframeMode(search: string, routeIframe: boolean, win: Window = window): boolean {
  return routeIframe || new URLSearchParams(search).get('iframe') === 'true' || isFramed(win);
}

const PAGE_MESSAGE_TYPE = 'couvert:page';

/** Inside a frame, asks the parent page to bring the frame's top into view (a new wizard page). */
export function notifyParentOfNewPage(win: Window = window): void {
  if (isFramed(win)) win.parent.postMessage({ type: PAGE_MESSAGE_TYPE }, '*');
}

/** Reports the document height to the parent whenever it changes; returns the cleanup. */
export function reportHeightToParent(win: Window = window): () => void {
  if (!isFramed(win) || typeof ResizeObserver === 'undefined') return () => {};
  let last = -1;
  let frame = 0;
  const send = () => {
    frame = 0;
    // The content's own height (the document's scrollHeight never shrinks below the frame's).
    const content = win.document.getElementById('root') ?? win.document.body;
    const height = Math.ceil(content.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    // The height is not a secret; the parent's origin is unknown (any restaurant site).
    win.parent.postMessage({ type: HEIGHT_MESSAGE_TYPE, height }, '*');
  };
  const schedule = () => {
    if (!frame) frame = win.requestAnimationFrame(send);
  };
  const observer = new ResizeObserver(schedule);
  observer.observe(win.document.getElementById('root') ?? win.document.body);
  schedule();
  return () => {
    observer.disconnect();
    if (frame) win.cancelAnimationFrame(frame);
  };
}
