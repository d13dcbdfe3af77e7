import { describe, expect, it } from 'vitest';
import { CONTACT_MASK, maskContactDetails } from './contact-masking';

const HIDDEN: [string, string][] = [
  ['Call me on +36 30 123 4567 tonight', `Call me on ${CONTACT_MASK} tonight`],
  ['Mobil: 0630/123-45-67.', `Mobil: ${CONTACT_MASK}.`],
  ['tel 0 6 3 0 1 2 3 4 5 6 7', `tel ${CONTACT_MASK}`],
  ['six two zero one two three four five six', CONTACT_MASK],
  ['chiama tre tre tre uno due tre quattro cinque', `chiama ${CONTACT_MASK}`],
  ['zadzwoń: sześć zero dwa trzy cztery pięć sześć', `zadzwoń: ${CONTACT_MASK}`],
  ['hívj: hat hat nulla egy kettő három négy', `hívj: ${CONTACT_MASK}`],
  ['Écris à anna.kovacs@gmail.com merci', `Écris à ${CONTACT_MASK} merci`],
  ['mail: anna at gmail dot com', `mail: ${CONTACT_MASK}`],
  ['anna (at) example (dot) hu', CONTACT_MASK],
  ['anna [at] seznam [.] cz please', `${CONTACT_MASK} please`],
  ['scrivi a anna chiocciola libero punto it', `scrivi a ${CONTACT_MASK}`],
  ['napisz: anna małpa wp kropka pl', `napisz: ${CONTACT_MASK}`],
  ['írj: anna kukac freemail pont hu', `írj: ${CONTACT_MASK}`],
  ['пиши anna собака mail точка ru', `пиши ${CONTACT_MASK}`],
  ['Ruf an: 0171 2345678', `Ruf an: ${CONTACT_MASK}`],
];

const KEPT = [
  'The deposit is 30000 HUF and the price 450000 HUF.',
  'She was born on 12.03.2026, the litter has 6 puppies.',
  'Microchip checked at 10:30, vaccinated twice.',
  'I will be at home. See you at the kennel!',
  'Sie hat zwei Welpen, einer ist schon reserviert.',
  'one or two puppies, maybe three',
  'Il prezzo è 1 500 EUR, sei sicuro?',
  'Ma két kiskutya maradt, egy kan és egy szuka.',
];

describe('maskContactDetails', () => {
  it.each(HIDDEN)('hides the contact details of %j', (text, masked) => {
    expect(maskContactDetails(text)).toEqual({ text: masked, isMasked: true });
  });

  it.each(KEPT)('keeps %j as written', (text) => {
    expect(maskContactDetails(text)).toEqual({ text, isMasked: false });
  });
});
