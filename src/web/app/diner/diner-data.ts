/** The id of the JSON script element that carries the page's data from the server. */
export const DINER_DATA_ID = 'diner-data';

/**
 * The page's data as a JSON script element. `<` is escaped so that no value (a restaurant's text)
 * can close the element and start a script of its own; U+2028/2029 for old parsers.
 */
export function dataScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="${DINER_DATA_ID}" type="application/json">${json}</script>`;
}
