import type { LanguagePack } from '../demo-texts';

export const fr: LanguagePack = {
  sex: { male: 'mâle', female: 'femelle' },
  age: {
    week: { one: '# semaine', other: '# semaines' },
    month: { other: '# mois' },
    year: { one: '# an', other: '# ans' },
  },
  titles: {
    puppy: [
      'Chiot {breed} {sex}',
      '{Breed} – chiot {sex} disponible',
      'Chiot {breed} ({sex}), {city}',
    ],
    adult: ['{Breed} {sex}, {age}', '{Breed} adulte ({sex}) cherche une famille'],
    litter: ['Portée {breed} prévue – {when}', 'Portée {breed} attendue : {when}'],
  },
  intro: {
    puppy: [
      'Notre chiot {breed} ({sex}, robe {colour}) a {age} et il est prêt à rejoindre une famille aimante.',
      'Ce chiot joyeux ({breed}, {sex}, robe {colour}) a {age} et grandit à la maison avec nous, à {city}.',
      'Nous vous présentons un chiot {breed} : {sex}, robe {colour}, {age}, équilibré et câlin.',
    ],
    adult: [
      'Notre {breed} ({sex}, robe {colour}) a {age} et cherche un foyer calme et aimant.',
      'Après sa carrière de reproduction, notre chien ({breed}, {sex}, {age}) mérite son propre canapé.',
    ],
    litter: [
      'Nous attendons une portée ({breed}) en {when}, environ {count} chiots.',
      'Notre prochaine portée ({breed}) est prévue pour {when} ; environ {count} chiots, robes : {colour}.',
    ],
  },
  pedigree: [
    'Inscrit au livre des origines ({registry}, FCI).',
    'Pedigree {registry} ; les deux parents sont testés pour la santé.',
  ],
  noPedigree: [
    'Non inscrit, les deux parents sont visibles chez nous.',
    'Sans pedigree ; les parents sont nos chiens de famille.',
  ],
  care: {
    puppy: [
      'Pucé, vacciné et vermifugé selon son âge, avec passeport européen.',
      'Élevé avec des enfants et des chats, habitué à la voiture et aux bruits de la maison.',
    ],
    adult: [
      'Vaccins à jour, pucé, propre et marche bien en laisse.',
      'S’entend bien avec les autres chiens et connaît les ordres de base.',
    ],
    litter: [
      'Les chiots partiront au plus tôt à 8 semaines, pucés, vaccinés et vermifugés.',
      'Réservation possible avec un acompte ; photos et vidéos chaque semaine.',
    ],
  },
  closing: [
    'Visites sur rendez-vous à {city}.',
    'Suivi à vie par {kennel} : appelez-nous ou écrivez-nous.',
    'Uniquement dans une famille aimante ; nous répondons volontiers à toutes vos questions.',
  ],
  refund: {
    amount:
      'Un acompte de {deposit} réserve le chien. Il est remboursé si nous annulons ou si vous annulez sous 7 jours ; au-delà, il reste acquis.',
    percent:
      'L’acompte représente {deposit} du prix et est déduit lors de la remise. Si le chiot ne peut pas être remis pour raison de santé, il est intégralement remboursé.',
  },
  vaccinations: {
    puppy: [
      'Deux vaccins (CHPPi + L4), rage à 12 semaines',
      'Premier vaccin à 8 semaines, rappel à 12 semaines',
    ],
    adult: ['Vaccins à jour, rage valable jusqu’en {year}', 'Rappels annuels et rage à jour'],
  },
  deworming: {
    puppy: [
      'Vermifugé toutes les deux semaines dès 2 semaines',
      'Vermifugé à 2, 4, 6 et 8 semaines',
    ],
    adult: ['Vermifugé tous les trois mois', 'Vermifugé régulièrement'],
  },
  kennelAbout: [
    '{Kennel} est un petit élevage familial situé à {city} ; nous élevons depuis {year}. Races : {breeds}.',
    'Nos chiens vivent avec nous à la maison et les chiots grandissent avec les enfants. Races : {breeds}.',
  ],
  colours: {
    black: 'noir',
    yellow: 'jaune',
    chocolate: 'chocolat',
    golden: 'doré',
    cream: 'crème',
    red: 'rouge',
    fawn: 'fauve',
    brindle: 'bringé',
    white: 'blanc',
    blackTan: 'noir et feu',
    blueTan: 'bleu acier et feu',
    sable: 'sable',
    blackWhite: 'noir et blanc',
    tricolour: 'tricolore',
    blueMerle: 'bleu merle',
    apricot: 'abricot',
    grey: 'gris',
    blenheim: 'blenheim',
    russet: 'fauve doré',
  },
};
