// The terms are plain text the owner types: blank lines separate paragraphs, and a short first line
// standing alone above its paragraph reads as that paragraph's heading. Nothing is ever read as HTML.

export interface TermsBlock {
  heading?: string;
  text: string;
}

const HEADING_MAX = 80;

export function termsBlocks(text: string): TermsBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const [first = '', ...rest] = block.split('\n');
      const body = rest.join('\n').trim();
      if (body && first.trim().length <= HEADING_MAX && !/[.:;,]$/.test(first.trim())) return { heading: first.trim(), text: body };
      return { text: block };
    });
}
