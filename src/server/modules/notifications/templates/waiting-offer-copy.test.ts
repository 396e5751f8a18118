import { describe, expect, it } from 'vitest';
import { waitingOfferCopy } from './waiting-offer-copy';

describe('the words of a waiting-list offer', () => {
  it('are the French ones by default and for an unknown language', () => {
    for (const language of ['fr', null, 'pt']) {
      expect(waitingOfferCopy(language).sms('Le Petit Zinc', 'samedi 21 novembre 2026', '20:00', '2 personnes', '20:30', 'https://x/o/1')).toBe(
        "Le Petit Zinc : une table s'est libérée le samedi 21 novembre 2026 à 20:00 pour 2 personnes. La première personne qui accepte l'obtient, jusqu'à 20:30 : https://x/o/1",
      );
    }
  });

  it('speak the language the diner booked in', () => {
    expect(waitingOfferCopy('en').news('Saturday 21 November 2026', '20:00', '2 people', waitingOfferCopy('en').service('evening'))).toBe(
      'A table has become free on Saturday 21 November 2026 at 20:00 for 2 people (dinner service).',
    );
    const texts = (['en', 'es', 'de', 'it'] as const).map((l) => {
      const w = waitingOfferCopy(l);
      return [w.subject('R'), w.heading, w.rule('20:30'), w.accept, w.takenStay, w.takenSms('R', 'd', '20:00')].join(' ');
    });
    for (const text of texts) expect(text).not.toMatch(/libérée|attribuée|Vous restez/);
    expect(new Set(texts).size).toBe(4);
  });
});
