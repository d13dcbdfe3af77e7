import type { CountryProfile } from './demo-countries';

export type CountrySource = Omit<
  CountryProfile,
  'code' | 'cities' | 'women' | 'men' | 'isFamilyNameFirst'
> & {
  cities: string;
  women: string;
  men: string;
  isFamilyNameFirst?: boolean;
};

// Compact sources: "City: Region; ..." and "First, ... / Last, ...".
export const COUNTRY_SOURCES: Record<string, CountrySource> = {
  HU: {
    weight: 22,
    locale: 'hu',
    currency: 'HUF',
    registry: 'MEOE',
    championTitle: 'HuCH',
    chipPrefix: '348',
    cities:
      'Budapest: Budapest; Debrecen: Hajdú-Bihar; Szeged: Csongrád-Csanád; Pécs: Baranya; Győr: Győr-Moson-Sopron; Kecskemét: Bács-Kiskun; Székesfehérvár: Fejér; Miskolc: Borsod-Abaúj-Zemplén; Nyíregyháza: Szabolcs-Szatmár-Bereg; Eger: Heves; Veszprém: Veszprém; Sopron: Győr-Moson-Sopron; Gödöllő: Pest; Szentendre: Pest; Siófok: Somogy; Szombathely: Vas',
    women:
      'Katalin, Zsófia, Eszter, Anna, Judit, Krisztina, Réka, Ildikó / Nagy, Kovács, Tóth, Szabó, Horváth, Varga, Kiss, Molnár',
    men: 'Gábor, László, Péter, Zoltán, Attila, Tamás, Balázs, István / Németh, Farkas, Balogh, Papp, Takács, Juhász, Lakatos, Mészáros',
    isFamilyNameFirst: true,
    kennel:
      '{Aranyhegyi|Balatoni|Bakonyi|Mátrai|Tiszaparti|Dunakanyari|Zempléni|Őrségi|Pilisi|Somogyi|Hortobágyi|Bükki} {Gyöngy|Csillag|Kincs|Vadvirág|Napfény|Szellő|Álom|Mosoly|Betyár|Tündér|Remény}{||| Kennel}',
  },
  DE: {
    weight: 13,
    locale: 'de',
    currency: 'EUR',
    registry: 'VDH',
    championTitle: 'VDH-Ch',
    chipPrefix: '276',
    cities:
      'Berlin: Berlin; München: Bayern; Hamburg: Hamburg; Köln: Nordrhein-Westfalen; Frankfurt am Main: Hessen; Stuttgart: Baden-Württemberg; Leipzig: Sachsen; Dresden: Sachsen; Hannover: Niedersachsen; Nürnberg: Bayern; Freiburg im Breisgau: Baden-Württemberg; Münster: Nordrhein-Westfalen; Rostock: Mecklenburg-Vorpommern; Erfurt: Thüringen',
    women:
      'Anna, Sabine, Julia, Katrin, Claudia, Lena, Monika, Petra / Müller, Schmidt, Schneider, Fischer, Weber, Wagner, Becker, Hofmann',
    men: 'Thomas, Michael, Stefan, Andreas, Markus, Jürgen, Tobias, Florian / Müller, Schmidt, Schneider, Fischer, Weber, Wagner, Becker, Hofmann',
    kennel:
      'vom {Linden|Eichen|Birken|Sonnen|Wolfs|Falken|Rosen|Tannen|Mühl}{hof|hain|tal|berg|grund|bach|stein|feld}',
  },
  AT: {
    weight: 7,
    locale: 'de',
    currency: 'EUR',
    registry: 'ÖKV',
    championTitle: 'ÖCH',
    chipPrefix: '040',
    cities:
      'Wien: Wien; Graz: Steiermark; Linz: Oberösterreich; Salzburg: Salzburg; Innsbruck: Tirol; Klagenfurt: Kärnten; St. Pölten: Niederösterreich; Eisenstadt: Burgenland; Bregenz: Vorarlberg; Wels: Oberösterreich',
    women:
      'Anna, Sabine, Julia, Katrin, Claudia, Lena, Monika, Petra / Huber, Gruber, Bauer, Wimmer, Pichler, Moser, Steiner, Mayr',
    men: 'Thomas, Michael, Stefan, Andreas, Markus, Jürgen, Tobias, Florian / Huber, Gruber, Bauer, Wimmer, Pichler, Moser, Steiner, Mayr',
    kennel:
      'vom {Donau|Alm|Enzian|Edelweiß|Zirben|Linden|Eichen|Birken|Sonnen|Wolfs|Falken|Rosen|Tannen|Mühl}{hof|tal|berg|blick|steig}',
  },
  PL: {
    weight: 10,
    locale: 'pl',
    currency: 'PLN',
    registry: 'ZKwP',
    championTitle: 'PLCH',
    chipPrefix: '616',
    cities:
      'Warszawa: mazowieckie; Kraków: małopolskie; Wrocław: dolnośląskie; Poznań: wielkopolskie; Gdańsk: pomorskie; Łódź: łódzkie; Lublin: lubelskie; Katowice: śląskie; Białystok: podlaskie; Rzeszów: podkarpackie; Olsztyn: warmińsko-mazurskie; Toruń: kujawsko-pomorskie',
    women:
      'Anna, Katarzyna, Magdalena, Agnieszka, Joanna, Monika / Nowak, Kowalska, Wiśniewska, Wójcik, Kamińska, Lewandowska, Zielińska',
    men: 'Piotr, Tomasz, Paweł, Marcin, Krzysztof, Michał / Nowak, Kowalski, Wiśniewski, Wójcik, Kamiński, Lewandowski, Zieliński',
    kennel:
      '{z Leśnej|ze Złotej|ze Srebrnej|z Cichej|ze Słonecznej|z Zielonej|z Wiśniowej|z Dębowej|z Bursztynowej} {Polany|Doliny|Zagrody|Łąki|Przystani|Krainy|Ostoi}',
  },
  CZ: {
    weight: 8,
    locale: 'cs',
    currency: 'CZK',
    registry: 'ČMKU',
    championTitle: 'CZCH',
    chipPrefix: '203',
    cities:
      'Praha: Hlavní město Praha; Brno: Jihomoravský kraj; Ostrava: Moravskoslezský kraj; Plzeň: Plzeňský kraj; Olomouc: Olomoucký kraj; Liberec: Liberecký kraj; České Budějovice: Jihočeský kraj; Hradec Králové: Královéhradecký kraj; Pardubice: Pardubický kraj; Zlín: Zlínský kraj',
    women:
      'Jana, Petra, Lucie, Tereza, Markéta, Eva / Nováková, Svobodová, Dvořáková, Černá, Procházková, Kučerová',
    men: 'Jan, Petr, Tomáš, Martin, Jiří, Pavel / Novák, Svoboda, Dvořák, Černý, Procházka, Kučera',
    kennel:
      '{z Moravské|ze Zlaté|z Lesní|z Tiché|ze Slunné|z Lipové|z Jarní|z Modré} {louky|stráně|zahrady|hory|paseky|doliny|studánky}',
  },
  SK: {
    weight: 6,
    locale: 'cs',
    currency: 'EUR',
    registry: 'SKJ',
    championTitle: 'SKCH',
    chipPrefix: '703',
    cities:
      'Bratislava: Bratislavský kraj; Košice: Košický kraj; Žilina: Žilinský kraj; Banská Bystrica: Banskobystrický kraj; Nitra: Nitriansky kraj; Prešov: Prešovský kraj; Trnava: Trnavský kraj; Trenčín: Trenčiansky kraj; Poprad: Prešovský kraj',
    women:
      'Zuzana, Martina, Katarína, Lucia, Mária / Horváthová, Kováčová, Vargová, Tóthová, Balážová',
    men: 'Peter, Martin, Juraj, Michal, Marek / Horváth, Kováč, Varga, Tóth, Baláž',
    kennel:
      '{z Liptovskej|zo Zlatej|z Tichej|zo Slnečnej|z Lipovej|z Dolnej|z Hornej} {doliny|lúky|stráne|záhrady|hory|studničky}',
  },
  RO: {
    weight: 8,
    locale: 'ro',
    currency: 'RON',
    registry: 'AChR',
    championTitle: 'ROCH',
    chipPrefix: '642',
    cities:
      'București: București; Cluj-Napoca: Cluj; Timișoara: Timiș; Iași: Iași; Brașov: Brașov; Constanța: Constanța; Oradea: Bihor; Sibiu: Sibiu; Craiova: Dolj; Târgu Mureș: Mureș',
    women:
      'Maria, Elena, Ioana, Andreea, Cristina, Alina / Popescu, Ionescu, Popa, Dumitru, Stan, Munteanu',
    men: 'Andrei, Mihai, Alexandru, Bogdan, Florin, Ionuț / Popescu, Ionescu, Popa, Dumitru, Stan, Munteanu',
    kennel:
      '{de la Valea|de la Dealul|din Casa|din Țara|de la Poiana} {Soarelui|Bucuriei|Zânelor|Florilor|Teilor|Ursului|Lupilor|Stejarilor}',
  },
  IT: {
    weight: 7,
    locale: 'it',
    currency: 'EUR',
    registry: 'ENCI',
    championTitle: 'ITCH',
    chipPrefix: '380',
    cities:
      'Milano: Lombardia; Roma: Lazio; Torino: Piemonte; Bologna: Emilia-Romagna; Firenze: Toscana; Napoli: Campania; Verona: Veneto; Padova: Veneto; Bergamo: Lombardia; Bari: Puglia; Genova: Liguria; Perugia: Umbria',
    women:
      'Giulia, Francesca, Chiara, Sara, Valentina, Elena / Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo',
    men: 'Marco, Luca, Andrea, Matteo, Giuseppe, Alessandro / Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo',
    kennel:
      '{della Valle|della Collina|della Corte|della Torre|del Borgo|del Colle|del Bosco} {Verde|Felice|Reale|Gentile|Nobile|Celeste|Solare}',
  },
  FR: {
    weight: 6,
    locale: 'fr',
    currency: 'EUR',
    registry: 'SCC (LOF)',
    championTitle: 'CH FR',
    chipPrefix: '250',
    cities:
      "Paris: Île-de-France; Lyon: Auvergne-Rhône-Alpes; Marseille: Provence-Alpes-Côte d'Azur; Toulouse: Occitanie; Bordeaux: Nouvelle-Aquitaine; Nantes: Pays de la Loire; Lille: Hauts-de-France; Strasbourg: Grand Est; Rennes: Bretagne; Dijon: Bourgogne-Franche-Comté; Tours: Centre-Val de Loire",
    women:
      'Marie, Camille, Julie, Sophie, Claire, Manon / Martin, Bernard, Dubois, Thomas, Robert, Richard, Petit',
    men: 'Nicolas, Julien, Thomas, Pierre, Antoine, Laurent / Martin, Bernard, Dubois, Thomas, Robert, Richard, Petit',
    kennel:
      "{du Domaine|du Clos|du Moulin|du Val|de la Vallée|de la Source|de la Forêt|du Mas} {des Lilas|des Tilleuls|des Loups|des Grands Chênes|de la Brume|d'Argent|des Bruyères}",
  },
  RS: {
    weight: 6,
    locale: 'sr',
    currency: 'RSD',
    registry: 'КСС',
    championTitle: 'SRBCH',
    chipPrefix: '688',
    cities:
      'Београд: Београд; Нови Сад: Војводина; Ниш: Нишавски округ; Крагујевац: Шумадијски округ; Суботица: Војводина; Зрењанин: Војводина; Чачак: Моравички округ; Краљево: Рашки округ',
    women:
      'Јелена, Марија, Ана, Милица, Драгана, Ивана / Јовановић, Петровић, Николић, Марковић, Ђорђевић, Стојановић',
    men: 'Марко, Никола, Стефан, Милош, Драган, Александар / Јовановић, Петровић, Николић, Марковић, Ђорђевић, Стојановић',
    kennel:
      '{od Zlatne|od Tihe|od Sunčane|od Vučje|od Bele|sa Zelene} {Reke|Doline|Livade|Planine|Poljane|Šume}',
  },
  NL: {
    weight: 2,
    locale: 'en',
    currency: 'EUR',
    registry: 'Raad van Beheer',
    championTitle: 'NLCH',
    chipPrefix: '528',
    cities:
      'Amsterdam: Noord-Holland; Utrecht: Utrecht; Eindhoven: Noord-Brabant; Groningen: Groningen; Zwolle: Overijssel',
    women: 'Sanne, Lotte, Anouk, Femke / de Jong, Jansen, de Vries, van Dijk, Bakker',
    men: 'Daan, Bram, Joost, Ruben / de Jong, Jansen, de Vries, van Dijk, Bakker',
    kennel:
      '{van de Zonnehoeve|van de Lindehoeve|van het Wilgenhof|van de Heidebloem|van de Eikenhorst|van het Klaverveld|van de Molenwaard|van het Berkenbos}',
  },
  BE: {
    weight: 1.5,
    locale: 'fr',
    currency: 'EUR',
    registry: 'SRSH',
    championTitle: 'BECH',
    chipPrefix: '056',
    cities: 'Liège: Liège; Namur: Namur; Charleroi: Hainaut; Mons: Hainaut; Wavre: Brabant wallon',
    women: 'Céline, Aurélie, Laura, Emma / Dubois, Lambert, Dupont, Martin, Simon',
    men: 'Olivier, Michel, Benoît, Arnaud / Dubois, Lambert, Dupont, Martin, Simon',
    kennel:
      "{du Domaine|du Clos|du Moulin|du Val|de la Vallée|de la Source|de la Forêt|du Mas} {des Lilas|des Tilleuls|des Loups|des Grands Chênes|de la Brume|d'Argent|des Bruyères}",
  },
  HR: {
    weight: 1.5,
    locale: 'en',
    currency: 'EUR',
    registry: 'HKS',
    championTitle: 'HRCH',
    chipPrefix: '191',
    cities:
      'Zagreb: Grad Zagreb; Split: Splitsko-dalmatinska; Osijek: Osječko-baranjska; Rijeka: Primorsko-goranska; Varaždin: Varaždinska',
    women: 'Ivana, Petra, Maja, Ana / Horvat, Kovačević, Babić, Marić, Novak',
    men: 'Ivan, Luka, Marko, Josip / Horvat, Kovačević, Babić, Marić, Novak',
    kennel:
      '{iz Zagorske Doline|od Plavog Jadrana|sa Slavonske Ravnice|od Velebitske Bure|iz Kraljevstva Snova}',
  },
  SI: {
    weight: 1,
    locale: 'en',
    currency: 'EUR',
    registry: 'KZS',
    championTitle: 'SICH',
    chipPrefix: '705',
    cities: 'Ljubljana: Osrednjeslovenska; Maribor: Podravska; Celje: Savinjska; Kranj: Gorenjska',
    women: 'Nina, Maja, Eva, Tina / Novak, Horvat, Krajnc, Zupan',
    men: 'Luka, Jan, Matej, Žiga / Novak, Horvat, Krajnc, Zupan',
    kennel: '{izpod Triglava|z Barja|s Pohorja|iz Sončne Doline|od Zlatega Klasa}',
  },
  ES: {
    weight: 1,
    locale: 'en',
    currency: 'EUR',
    registry: 'RSCE',
    championTitle: 'ESCH',
    chipPrefix: '724',
    cities:
      'Madrid: Comunidad de Madrid; Barcelona: Cataluña; Valencia: Comunidad Valenciana; Sevilla: Andalucía; Zaragoza: Aragón',
    women: 'Lucía, María, Carmen, Laura / García, Fernández, López, Martínez, Sánchez',
    men: 'Javier, Carlos, David, Pablo / García, Fernández, López, Martínez, Sánchez',
    kennel: '{de la Sierra Dorada|del Valle Sereno|de Los Olivares|de Tierra Brava|del Mar Azul}',
  },
  LV: {
    weight: 1,
    locale: 'ru',
    currency: 'EUR',
    registry: 'LKF',
    championTitle: 'LVCH',
    chipPrefix: '428',
    cities: 'Rīga: Rīga; Daugavpils: Latgale; Jūrmala: Rīga; Liepāja: Kurzeme',
    women: 'Ольга, Наталья, Екатерина, Ирина / Иванова, Смирнова, Кузнецова, Попова',
    men: 'Алексей, Дмитрий, Сергей, Андрей / Иванов, Смирнов, Кузнецов, Попов',
    kennel: '{Baltic Amber|Dzintara Krasts|Silver Dune|Zvezda Baltiki|Gauja Valley}',
  },
};
