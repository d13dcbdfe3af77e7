import type { LanguagePack } from '../demo-texts';

export const en: LanguagePack = {
  sex: { male: 'male', female: 'female' },
  age: {
    week: { one: '# week', other: '# weeks' },
    month: { one: '# month', other: '# months' },
    year: { one: '# year', other: '# years' },
  },
  titles: {
    puppy: [
      '{Breed} puppy, {sex}',
      '{Breed} {sex} puppy for sale',
      'Lovely {breed} puppy ({sex}), {city}',
    ],
    adult: ['{Breed} {sex}, {age} old', '{Breed} {sex} ({age}) looking for a new home'],
    litter: ['Planned {breed} litter, expected {when}', 'Upcoming {breed} litter – {when}'],
  },
  intro: {
    puppy: [
      'Our {breed} puppy ({sex}, {colour}) is {age} old and ready to meet a loving family.',
      'This cheerful {breed} puppy ({sex}, {colour}) is {age} old and was raised in our home in {city}.',
      'Meet our {colour} {breed} {sex}, now {age} old, with a sweet and confident temperament.',
    ],
    adult: [
      'Our {colour} {breed} {sex} is {age} old and is looking for a calm, loving home.',
      'This {colour} {breed} {sex} ({age} old) has retired from breeding and deserves a sofa of its own.',
    ],
    litter: [
      'We are expecting a {breed} litter in {when}, around {count} puppies.',
      'Our next {breed} litter is due in {when}; we expect about {count} puppies in {colour}.',
    ],
  },
  pedigree: [
    'Pedigree papers issued by {registry} (FCI).',
    'Registered with {registry}; both parents are health tested.',
  ],
  noPedigree: [
    'No pedigree papers, but both parents live with us and can be visited.',
    'Without pedigree; the parents are our own family dogs.',
  ],
  care: {
    puppy: [
      'Microchipped, vaccinated and dewormed according to age, with an EU pet passport.',
      'Raised with children and cats, used to car rides and everyday household sounds.',
    ],
    adult: [
      'Fully vaccinated, microchipped, house-trained and good on the lead.',
      'Gets along well with other dogs and knows the basic commands.',
    ],
    litter: [
      'Puppies go home at 8 weeks at the earliest, microchipped, vaccinated and dewormed.',
      'You can reserve a puppy with a deposit; we send photos and videos every week.',
    ],
  },
  closing: [
    'Visits are welcome by appointment in {city}.',
    'Lifetime support from {kennel}; please call or write for more details.',
    'Only to a loving home – we are happy to answer every question.',
  ],
  refund: {
    amount:
      'A deposit of {deposit} reserves the dog. It is refunded if we cancel, or if you cancel within 7 days; after that it is kept.',
    percent:
      'The deposit is {deposit} of the price and is deducted at pickup. It is refunded in full if the puppy cannot be handed over for health reasons.',
  },
  vaccinations: {
    puppy: [
      'Vaccinated twice (DHPPi + L4), rabies at 12 weeks',
      'First vaccination at 8 weeks, second at 12 weeks',
    ],
    adult: ['Fully vaccinated, rabies valid until {year}', 'Yearly boosters and rabies up to date'],
  },
  deworming: {
    puppy: ['Dewormed every two weeks from 2 weeks of age', 'Dewormed at 2, 4, 6 and 8 weeks'],
    adult: ['Dewormed every three months', 'Dewormed regularly'],
  },
  kennelAbout: [
    '{Kennel} is a small family kennel in {city}, breeding since {year}. Our breeds: {breeds}.',
    'Our dogs live in the house with us and our puppies grow up with children. Breeds: {breeds}.',
  ],
  colours: {
    black: 'black',
    yellow: 'yellow',
    chocolate: 'chocolate',
    golden: 'golden',
    cream: 'cream',
    red: 'red',
    fawn: 'fawn',
    brindle: 'brindle',
    white: 'white',
    blackTan: 'black and tan',
    blueTan: 'steel blue and tan',
    sable: 'sable',
    blackWhite: 'black and white',
    tricolour: 'tricolour',
    blueMerle: 'blue merle',
    apricot: 'apricot',
    grey: 'grey',
    blenheim: 'blenheim',
    russet: 'russet gold',
  },
};
