/**
 * How requests to pay off the platform are usually worded, in the site's 10 languages. Each
 * entry is a regular expression matched against the message in lower case without accents
 * (so write "pieniadze", not "pieniądze", and и for й); `\W` between words allows any
 * punctuation.
 */
export type ScamKind = 'moneyTransfer' | 'giftCard' | 'crypto' | 'courier' | 'advanceFee';

export const SCAM_PATTERNS: Record<ScamKind, string[]> = {
  moneyTransfer: [
    'western\\W*union',
    'money\\W*gram',
    '\\bria money transfer',
    '\\bworld\\W*remit',
    // en
    'pay (?:me )?(?:directly|outside (?:the|this) (?:site|platform))',
    'send (?:me )?the money (?:directly|by transfer)',
    // hu
    'kozvetlenul (?:nekem )?(?:utald|fizesd|kuldd)',
    'oldalon kivul (?:fizess|utalj)',
    // it
    'paga(?:mi|re)? (?:direttamente|fuori dal sito)',
    'invia(?:mi)? i soldi direttamente',
    // pl
    'zaplac (?:mi )?bezposrednio',
    'przelej (?:mi )?(?:pieniadze )?(?:bezposrednio|poza (?:serwisem|strona))',
    // fr
    'pa(?:yer|yez|ie)(?:-moi)? (?:directement|en dehors du site)',
    'envoie(?:z)?(?:-moi)? l.argent directement',
    // de
    'zahl(?:e|en sie)? (?:direkt|au(?:ss|ß)erhalb der (?:seite|plattform))',
    'uberweis(?:e|en sie)? (?:mir )?(?:das geld )?direkt',
    // cs
    'zaplat(?:te|it)? (?:mi )?primo',
    'posl(?:ete|i) (?:mi )?penize primo',
    // ro
    'plate(?:ste|sti)(?:-mi)? direct',
    'trimite(?:ti)?(?:-mi)? banii direct',
    // ru
    'оплат(?:ите|и) (?:мне )?напрямую',
    'переведи(?:те)? (?:мне )?деньги напрямую',
    // sr
    'plati(?:te)? (?:mi )?direktno',
    'posalji(?:te)? (?:mi )?novac direktno',
  ],
  giftCard: [
    'gift\\W*cards?',
    'itunes (?:card|karte|carte)',
    'google play (?:card|gift|karte|carte|kartu)',
    'paysafe\\W*card',
    'steam (?:card|gift|wallet)',
    'amazon (?:gift|voucher|gutschein)',
    'ajandekkartya',
    'carta regalo',
    'buono regalo',
    'kart\\w* podarunkow',
    'carte(?:s)? cadeau',
    'geschenkkarte',
    'gutscheinkarte',
    'darkov(?:a|ou) kart',
    'card(?:uri)? cadou',
    'подарочн\\w* карт',
    'poklon (?:kartic|bon)',
  ],
  crypto: [
    'bitcoin',
    '\\bbtc\\b',
    '\\busdt\\b',
    'ethereum',
    '\\bcrypto(?:currenc\\w*)?\\b',
    'kriptovalut',
    'kryptowal',
    'kryptomen',
    'kryptowahrung',
    'criptovalut',
    'criptomoned',
    'crypto-monnaie',
    'cryptomonnaie',
    'криптовалют',
    'биткоин',
  ],
  courier: [
    '(?:pay|fee|payment|charge)\\W+(?:\\w+\\W+){0,3}(?:courier|shipping (?:agent|company)|transport (?:agent|company)|delivery agent|pet (?:transport|delivery|courier))',
    '(?:courier|shipping agent|transport agent|delivery agent|pet transport company)\\W+(?:\\w+\\W+){0,3}(?:fee|payment|insurance|pay)',
    '(?:fizes|utal)\\w*\\W+(?:\\w+\\W+){0,3}(?:futar|szallito)',
    '(?:futar|szallito)\\w*\\W+(?:\\w+\\W+){0,3}(?:dij|fizet|utal|biztositas)',
    '(?:paga|pagamento|tassa)\\w*\\W+(?:\\w+\\W+){0,3}(?:corriere|spedizioniere|trasportatore)',
    '(?:corriere|spedizioniere|trasportatore)\\W+(?:\\w+\\W+){0,3}(?:paga|tassa|assicurazione|pagamento)',
    '(?:zaplac|oplac|oplat|przelej)\\w*\\W+(?:\\w+\\W+){0,3}(?:kurier|przewoznik|firm\\w* transportow)',
    '(?:kurier|przewoznik)\\w*\\W+(?:\\w+\\W+){0,3}(?:oplat|zaplac|ubezpieczeni)',
    '(?:pa(?:yer|yez|ie)|frais)\\W+(?:\\w+\\W+){0,3}(?:transporteur|coursier|livreur|agent de transport)',
    '(?:transporteur|coursier|livreur|agent de transport)\\W+(?:\\w+\\W+){0,3}(?:frais|pa(?:yer|yez)|assurance)',
    '(?:zahl|gebuhr|bezahl)\\w*\\W+(?:\\w+\\W+){0,3}(?:kurier|spedition|transportfirma|tiertransport)',
    '(?:kurier|spedition|transportfirma|tiertransport)\\w*\\W+(?:\\w+\\W+){0,3}(?:gebuhr|zahl|bezahl|versicherung)',
    '(?:zaplat|poplat)\\w*\\W+(?:\\w+\\W+){0,3}(?:kuryr|dopravc|prepravc)',
    '(?:kuryr|dopravc|prepravc)\\w*\\W+(?:\\w+\\W+){0,3}(?:poplat|zaplat|pojisten)',
    '(?:plat|taxa)\\w*\\W+(?:\\w+\\W+){0,3}(?:curier|firma de transport|transportator)',
    '(?:curier|transportator)\\w*\\W+(?:\\w+\\W+){0,3}(?:taxa|plat|asigurare)',
    '(?:оплат|плат)\\w*\\W+(?:\\w+\\W+){0,3}(?:курьер|перевозчик|транспортн)',
    '(?:курьер|перевозчик)\\w*\\W+(?:\\w+\\W+){0,3}(?:оплат|плат|страхов|сбор)',
    '(?:plat|naknad)\\w*\\W+(?:\\w+\\W+){0,3}(?:kurir|prevoznik|transportn)',
    '(?:kurir|prevoznik)\\w*\\W+(?:\\w+\\W+){0,3}(?:naknad|plat|osiguranj)',
  ],
  advanceFee: [
    'advance fee',
    'refundable (?:fee|insurance)',
    'customs (?:fee|clearance fee)',
    'elore fizetendo dij',
    'vam(?:kezelesi)? dij',
    'tassa (?:doganale|anticipata)',
    'oplat\\w* celn',
    'frais de douane',
    'zollgebuhr',
    'celni poplat',
    'taxa vamala',
    'таможенн\\w* (?:сбор|пошлин)',
    'carinsk\\w* (?:taks|naknad)',
  ],
};
