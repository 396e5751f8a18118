import sanitizeHtml from 'sanitize-html';

const SAFE_LINK = /^(https?:|mailto:|tel:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'span', 'blockquote'],
  allowedAttributes: { '*': ['title'], a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const kept = { ...attribs };
      // Only absolute links leave the text: a relative one would point into Couvert's own pages.
      if (kept.href !== undefined && !SAFE_LINK.test(kept.href.trim())) delete kept.href;
      // A link opening a new tab must not hand it our page (window.opener).
      return { tagName, attribs: kept.target ? { ...kept, rel: 'noopener noreferrer' } : kept };
    },
  },
};

/**
 * Restaurant-supplied HTML (the wizard's welcome text) is sanitised when saved and again when
 * served: formatting and links survive, scripts, handlers, styles and frames do not.
 */
export function sanitizeRestaurantHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
