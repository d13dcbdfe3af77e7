import { describe, expect, it } from 'vitest';
import { detectScam } from './detect-scam';

const SITE = 'dog-market.example';

/** Phrases that must warn the reader, with what they are; several per language. */
const WARNED: [string, string][] = [
  ['Please pay the deposit by Western Union to my cousin.', 'moneyTransfer'],
  ['Send it via MoneyGram, it is faster.', 'moneyTransfer'],
  ['Better pay me directly, the site takes a fee.', 'moneyTransfer'],
  ['You can pay with an iTunes card or Steam gift cards.', 'giftCard'],
  ['I only accept Bitcoin or USDT.', 'crypto'],
  ['You need to pay the courier 300 EUR insurance first.', 'courier'],
  ['The pet transport company fee is refunded on arrival.', 'courier'],
  ['There is a refundable fee for the papers.', 'advanceFee'],
  ['Book here: https://dog-market-payments.com/checkout', 'lookAlikeLink'],
  ['Log in at d0gmarket.example.net to confirm', 'lookAlikeLink'],
  ['Pay at www.paypa1-secure.com now', 'lookAlikeLink'],
  // hu
  ['Közvetlenül nekem utald a foglalót, kérlek.', 'moneyTransfer'],
  ['Ajándékkártyával is fizethetsz.', 'giftCard'],
  ['A futárnak kell fizetni a szállítási díjat előre.', 'courier'],
  ['Kriptovalutában kérem az összeget.', 'crypto'],
  // it
  ['Pagami direttamente, senza il sito.', 'moneyTransfer'],
  ['Accetto anche una carta regalo Amazon.', 'giftCard'],
  ['Devi pagare il corriere prima della consegna.', 'courier'],
  ['C’è una tassa doganale da versare.', 'advanceFee'],
  // pl
  ['Zapłać mi bezpośrednio, będzie taniej.', 'moneyTransfer'],
  ['Przyjmę kartę podarunkową.', 'giftCard'],
  ['Musisz opłacić kuriera z góry.', 'courier'],
  ['Wystarczy przelej pieniądze poza serwisem.', 'moneyTransfer'],
  // fr
  ['Payez directement sur mon compte.', 'moneyTransfer'],
  ['J’accepte les cartes cadeaux.', 'giftCard'],
  ['Il faut payer le transporteur avant la livraison.', 'courier'],
  ['Les frais de douane sont à votre charge.', 'advanceFee'],
  // de
  ['Bitte zahlen Sie direkt an mich.', 'moneyTransfer'],
  ['Die Kurier Gebühr bitte vorab.', 'courier'],
  ['Eine Geschenkkarte geht auch.', 'giftCard'],
  // cs
  ['Zaplaťte mi přímo na účet.', 'moneyTransfer'],
  ['Poplatek dopravci zaplatíte předem.', 'courier'],
  // ro
  ['Plătește-mi direct, e mai simplu.', 'moneyTransfer'],
  ['Trebuie să plătiți curierul în avans.', 'courier'],
  // ru
  ['Оплатите мне напрямую, без сайта.', 'moneyTransfer'],
  ['Нужно оплатить курьеру доставку.', 'courier'],
  ['Можно подарочной картой.', 'giftCard'],
  // sr
  ['Platite mi direktno na račun.', 'moneyTransfer'],
  ['Treba platiti kuriru unapred.', 'courier'],
];

/** Ordinary messages about dogs that must not warn anyone. */
const PLAIN = [
  'Is she still available? We would love to visit on Saturday.',
  'The puppy is cryptorchid, the vet checked him.',
  'You can pay the deposit here on the site.',
  'Can the courier bring the crate as well?',
  'Our vet is at www.vet-clinic.hu',
  'See the ad on https://dog-market.example/en/ads/123',
  'Pay by card on dog-market.example, thank you.',
  'PayPal is fine by me: paypal.com',
  'Meglátogathatunk szombaton? A futár hozza a papírokat.',
  'Il corriere porta solo i documenti.',
  'Kurier przywiezie tylko dokumenty.',
  'Le transporteur est agréé par la DDPP.',
  'Der Welpe ist gechippt und geimpft.',
  'Štěně je očkované a čipované.',
  'Cățelul este vaccinat.',
  'Щенок привит и чипирован.',
  'Štene je vakcinisano.',
];

describe('detectScam', () => {
  it.each(WARNED)('warns of %j (%s)', (text, kind) => {
    expect(detectScam(text, SITE)).toContain(kind);
  });

  it.each(PLAIN)('lets %j through', (text) => {
    expect(detectScam(text, SITE)).toEqual([]);
  });
});
