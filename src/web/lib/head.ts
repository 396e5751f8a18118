// Document head of a page: title and the robots / keywords meta tags.
import { robotsContentFor, robotsPolicyFor } from '../../domain/robots-policy';

function meta(name: string): HTMLMetaElement {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  return el;
}

export function setDocumentHead(options: { title?: string; robots?: string; keywords?: string | null }): void {
  if (options.title !== undefined) document.title = options.title;
  if (options.robots !== undefined) meta('robots').content = robotsContentFor(window.location.pathname, options.robots);
  if (options.keywords !== undefined) {
    if (options.keywords) meta('keywords').content = options.keywords;
    else document.head.querySelector('meta[name="keywords"]')?.remove();
  }
}

export function robotsContent(noFollow: boolean): string {
  return noFollow ? 'noindex,nofollow' : 'index,follow';
}

/**
 * On navigation into another kind of route: its robots policy, before the page (if it does) narrows
 * it. A screen that says nothing (the floor plan editor) must not inherit the previous page's meta;
 * within one kind (one booking page to another) the page's own choice stays.
 */
export function applyRouteRobots(pathname: string, previousPathname: string): void {
  if (robotsPolicyFor(pathname).index === robotsPolicyFor(previousPathname).index) return;
  meta('robots').content = robotsContentFor(pathname);
}
