import { paths } from './paths';

/** The public booking link of a restaurant, on this server. */
export function bookingUrl(slug: string, origin = window.location.origin): string {
  return `${origin}${paths.booking(slug)}`;
}

/** What the restaurant pastes in its own site (see docs/embedding.md). */
export function embedSnippet(slug: string, origin = window.location.origin): string {
  return `<script src="${origin}/embed.js" data-restaurant="${slug}" async></script>`;
}
