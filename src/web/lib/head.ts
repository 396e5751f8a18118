// Document head of a page: title and the robots / keywords meta tags.

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
  if (options.robots !== undefined) meta('robots').content = options.robots;
  if (options.keywords !== undefined) {
    if (options.keywords) meta('keywords').content = options.keywords;
    else document.head.querySelector('meta[name="keywords"]')?.remove();
  }
}

export function robotsContent(noFollow: boolean): string {
  return noFollow ? 'noindex,nofollow' : 'index,follow';
}
