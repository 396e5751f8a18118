import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: DOMPurify | undefined;

/**
 * Restaurant-supplied HTML (the wizard's welcome text) is sanitised when saved and again when
 * served: formatting and links survive, scripts, handlers, styles and frames do not.
 */
export function sanitizeRestaurantHtml(html: string): string {
  purifier ??= createDOMPurify(new JSDOM('').window);
  return purifier.sanitize(html, {
    ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'span', 'blockquote'],
    ALLOWED_ATTR: ['href', 'title', 'target', 'rel'],
    ALLOWED_URI_REGEXP: /^(https?:|mailto:|tel:)/i,
  });
}
