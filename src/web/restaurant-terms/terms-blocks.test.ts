import { describe, expect, it } from 'vitest';
import { termsBlocks } from './terms-blocks';

describe('terms blocks', () => {
  it('reads blank lines as paragraphs and a short first line as its heading', () => {
    expect(termsBlocks('Objet\nLe texte.\n\n\nSans titre.\r\n\r\nAnnulation\nPrévenez-nous.\nMerci.')).toEqual([
      { heading: 'Objet', text: 'Le texte.' },
      { text: 'Sans titre.' },
      { heading: 'Annulation', text: 'Prévenez-nous.\nMerci.' },
    ]);
  });

  it('keeps a sentence ending in punctuation as text, and markup as plain characters', () => {
    expect(termsBlocks('Important :\nsuite')).toEqual([{ text: 'Important :\nsuite' }]);
    expect(termsBlocks('<b>gras</b>')).toEqual([{ text: '<b>gras</b>' }]);
  });
});
