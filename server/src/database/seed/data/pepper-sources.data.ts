import type { PepperSource } from '@pepper-atlas/domain';
import { PEPPER_SOURCES_AMERICAS } from './peppers-americas.data.js';
import { PEPPER_SOURCES_ANDES_AFRICA_ASIA } from './peppers-andes-africa-asia.data.js';
import { PEPPER_SOURCES_OLD_WORLD } from './peppers-old-world.data.js';

/**
 * Published sources of the seeded peppers (issue 33): only ones that exist (a record body's entries, the Chile
 * Pepper Institute's findings, a peer-reviewed paper, a standard reference book, the reference sites the catalogue's
 * figures come from), never a made-up one. Every seeded pepper has at least one source marked `shu`, listed first:
 * the page marks the Scoville range with the first source that supports it. The ranges are the catalogue's (the
 * pods vary); a source marked `shu` gives that range or the measurement it draws on.
 */
const GUINNESS = 'Guinness World Records';
const HOTTEST = 'Hottest chilli pepper';
const HOTTEST_URL = 'https://www.guinnessworldrecords.com/world-records/hottest-chili';

const record = (year: number, url: string | null = null): PepperSource => ({
  title: HOTTEST,
  publisher: GUINNESS,
  url,
  year,
  supports: ['shu'],
});

/** Bosland and Votava's reference on the five cultivated species (CABI, second edition). */
const PEPPERS_BOOK: PepperSource = {
  title: 'Peppers: Vegetable and Spice Capsicums (2nd edition), P. W. Bosland and E. J. Votava',
  publisher: 'CABI',
  url: null,
  year: 2012,
  supports: ['species'],
};

/** PepperScale's table of its pepper profiles, each with its minimum and maximum SHU. */
const PEPPERSCALE_LIST: PepperSource = {
  title: 'The Hot Pepper List: Know Your Spice',
  publisher: 'PepperScale',
  url: 'https://www.pepperscale.com/hot-pepper-list/',
  year: null,
  supports: ['shu'],
};

/** A peer-reviewed review whose Table 1 lists the Scoville heat units of some forty peppers. */
const JUTURU_2016: PepperSource = {
  title:
    'Capsaicinoids Modulating Cardiometabolic Syndrome Risk Factors: Current Perspectives (Journal of Nutrition and Metabolism 2016:4986937, Table 1), V. Juturu',
  publisher: 'Hindawi',
  url: 'https://doi.org/10.1155/2016/4986937',
  year: 2016,
  supports: ['shu'],
};

type Supports = PepperSource['supports'];

/** An English Wikipedia article, by its title and the path of its address. */
const wikipedia = (title: string, path: string, supports: Supports): PepperSource => ({
  title,
  publisher: 'Wikipedia',
  url: `https://en.wikipedia.org/wiki/${path}`,
  year: null,
  supports,
});

/** A pepper profile on Chili Pepper Madness (Mike Hultquist), by its title and its path under /chili-pepper-types/. */
const chiliPepperMadness = (title: string, path: string, supports: Supports): PepperSource => ({
  title,
  publisher: 'Chili Pepper Madness',
  url: `https://www.chilipeppermadness.com/chili-pepper-types/${path}/`,
  year: null,
  supports,
});

/** A pepper profile on Cayenne Diane, by its title and its slug under /peppers/. */
const cayenneDiane = (title: string, slug: string, supports: Supports): PepperSource => ({
  title,
  publisher: 'Cayenne Diane',
  url: `https://www.cayennediane.com/peppers/${slug}/`,
  year: null,
  supports,
});

const CLASSICS: Readonly<Record<string, readonly PepperSource[]>> = {
  // ---------------------------------------------------------------- Sweet and mild
  'Bell Pepper': [JUTURU_2016, wikipedia('Bell pepper', 'Bell_pepper', ['species']), PEPPERS_BOOK],
  Pimiento: [wikipedia('Pimiento', 'Pimiento', ['shu', 'species']), JUTURU_2016],
  'Banana Pepper': [wikipedia('Banana pepper', 'Banana_pepper', ['shu', 'species'])],
  'Padrón': [
    cayenneDiane('Padron Pepper (pimientos de Padrón)', 'padron-pepper', ['shu', 'origin', 'species']),
    wikipedia('Padrón pepper', 'Padr%C3%B3n_pepper', ['origin', 'species']),
  ],
  'Poblano (Ancho)': [wikipedia('Poblano', 'Poblano', ['shu', 'origin', 'species'])],
  Anaheim: [JUTURU_2016],
  Shishito: [chiliPepperMadness('Shishito Chili Peppers', 'shishito-chili-peppers', ['shu', 'species'])],
  Pepperoncini: [
    chiliPepperMadness('Pepperoncini Chili Peppers', 'sweet-mild-chili-peppers/pepperoncini-chili-peppers', ['shu', 'origin']),
    JUTURU_2016,
  ],
  Espelette: [PEPPERSCALE_LIST, wikipedia('Espelette pepper', 'Espelette_pepper', ['origin', 'species'])],
  'Hungarian Wax': [wikipedia('Hungarian wax pepper', 'Hungarian_wax_pepper', ['shu', 'species'])],
  'Corno di Toro': [
    {
      title: 'Corno di Toro Chile Peppers',
      publisher: 'Specialty Produce',
      url: 'https://specialtyproduce.com/produce/peppers/chile/corno_di_toro_10950.php',
      year: null,
      supports: ['shu', 'origin', 'species'],
    },
  ],
  Cubanelle: [wikipedia('Cubanelle', 'Cubanelle', ['shu', 'species']), JUTURU_2016],
  'Chilaca (Pasilla)': [PEPPERSCALE_LIST],
  Kashmiri: [PEPPERSCALE_LIST],
  // ---------------------------------------------------------------- Medium
  'Jalapeño': [PEPPERSCALE_LIST, PEPPERS_BOOK],
  Fresno: [PEPPERSCALE_LIST],
  'Hatch Chile': [PEPPERSCALE_LIST],
  'Mirasol (Guajillo)': [wikipedia('Guajillo chili', 'Guajillo_chili', ['shu', 'origin', 'species'])],
  Aleppo: [wikipedia('Aleppo pepper', 'Aleppo_pepper', ['shu', 'origin', 'species'])],
  Serrano: [
    chiliPepperMadness('Serrano Peppers', 'medium-hot-chili-peppers/serrano-peppers', ['shu']),
    wikipedia('Serrano pepper', 'Serrano_pepper', ['origin', 'species']),
  ],
  'Chile de Árbol': [wikipedia('Chile de árbol', 'Chile_de_%C3%A1rbol', ['shu', 'origin', 'species']), JUTURU_2016],
  'Peter Pepper': [PEPPERSCALE_LIST, wikipedia('Peter pepper', 'Peter_pepper', ['origin', 'species'])],
  // ---------------------------------------------------------------- Hot
  Cayenne: [wikipedia('Cayenne pepper', 'Cayenne_pepper', ['shu']), JUTURU_2016, PEPPERS_BOOK],
  Santaka: [JUTURU_2016],
  Pequin: [JUTURU_2016],
  Chiltepin: [JUTURU_2016],
  "Thai Bird's Eye": [JUTURU_2016],
  Tabasco: [wikipedia('Tabasco pepper', 'Tabasco_pepper', ['shu', 'origin', 'species']), JUTURU_2016, PEPPERS_BOOK],
  Malagueta: [
    wikipedia('Malagueta pepper', 'Malagueta_pepper', ['shu', 'species']),
    chiliPepperMadness('Malagueta Chili Peppers', 'medium-hot-chili-peppers/malagueta-chili-peppers', ['shu', 'origin']),
  ],
  'Piri Piri': [wikipedia('Piri piri', 'Piri_piri', ['shu'])],
  Rocoto: [PEPPERSCALE_LIST, PEPPERS_BOOK],
  Manzano: [JUTURU_2016],
  'Ají Amarillo': [PEPPERSCALE_LIST, PEPPERS_BOOK],
  'Lemon Drop': [PEPPERSCALE_LIST, wikipedia('Lemon drop pepper', 'Lemon_drop_pepper', ['origin', 'species'])],
  "Bishop's Crown": [wikipedia("Bishop's crown", 'Bishop%27s_crown', ['shu', 'origin', 'species'])],
  'Ají Limo': [{ title: 'Aji Limo Chile Peppers', publisher: 'Specialty Produce', url: null, year: null, supports: ['shu'] }],
  'Ají Charapita': [cayenneDiane('Ají Charapita', 'aji-charapita', ['shu', 'origin', 'species'])],
  // ---------------------------------------------------------------- Very hot
  Habanero: [wikipedia('Habanero', 'Habanero', ['shu', 'species']), JUTURU_2016, PEPPERS_BOOK],
  'Scotch Bonnet': [wikipedia('Scotch bonnet', 'Scotch_bonnet', ['shu', 'species'])],
  Datil: [wikipedia('Datil pepper', 'Datil_pepper', ['shu', 'origin', 'species'])],
  Fatalii: [wikipedia('Fatalii', 'Fatalii', ['shu', 'origin', 'species'])],
  'Madame Jeanette': [wikipedia('Madame Jeanette', 'Madame_Jeanette', ['shu', 'origin', 'species'])],
  'Chocolate Habanero': [
    chiliPepperMadness('Chocolate Habanero Chili Peppers', 'superhot-chili-peppers/chocolate-habanero-chili-peppers', ['shu', 'origin']),
  ],
  // ---------------------------------------------------------------- Extremely hot and superhot
  'Red Savina': [record(1994), wikipedia('Red Savina pepper', 'Red_Savina_pepper', ['shu', 'origin', 'species'])],
  'Bhut Jolokia': [
    {
      title: "'Bhut Jolokia': The World's Hottest Known Chile Pepper is a Putative Naturally Occurring Interspecific Hybrid (HortScience 42(2):222-224), P. W. Bosland and J. B. Baral",
      publisher: 'American Society for Horticultural Science',
      url: 'https://doi.org/10.21273/HORTSCI.42.2.222',
      year: 2007,
      supports: ['shu', 'species', 'origin'],
    },
    record(2007),
    PEPPERSCALE_LIST,
  ],
  'Naga Morich': [PEPPERSCALE_LIST],
  Infinity: [record(2011), wikipedia('Infinity chili', 'Infinity_chili', ['origin', 'species'])],
  'Naga Viper': [record(2011), wikipedia('Naga Viper pepper', 'Naga_Viper_pepper', ['origin'])],
  '7 Pot Primo': [
    {
      title: '7 Pot Primo Pepper – The Hottest Pepper In The World?',
      publisher: 'Pepper Geek',
      url: 'https://peppergeek.com/7-pot-primo-pepper/',
      year: null,
      supports: ['shu', 'origin', 'species'],
    },
  ],
  'Trinidad Scorpion Butch T': [
    record(2011),
    wikipedia('Trinidad Scorpion Butch T pepper', 'Trinidad_Scorpion_Butch_T_pepper', ['species']),
  ],
  '7 Pot Douglah': [
    chiliPepperMadness('Chocolate 7-Pot Chili Pepper', 'superhot-chili-peppers/chocolate-7-pot-chili-pepper', ['shu', 'origin']),
  ],
  'Trinidad Moruga Scorpion': [
    {
      title: "Trinidad Moruga Scorpion measured as the world's hottest chile pepper, Chile Pepper Institute",
      publisher: 'New Mexico State University',
      url: null,
      year: 2012,
      supports: ['shu'],
    },
    wikipedia('Trinidad Moruga scorpion', 'Trinidad_Moruga_scorpion', ['origin', 'species']),
  ],
  'Komodo Dragon': [
    {
      title: "UK's hottest ever commercially grown chilli pepper to go on sale",
      publisher: 'The Guardian',
      url: 'https://www.theguardian.com/lifeandstyle/2015/aug/11/uk-hottest-ever-chilli-pepper-komodo-dragon',
      year: 2015,
      supports: ['shu', 'origin'],
    },
  ],
  'Carolina Reaper': [record(2013), wikipedia('Carolina Reaper', 'Carolina_Reaper', ['shu', 'origin', 'species'])],
  "Dragon's Breath": [wikipedia("Dragon's Breath (chili pepper)", 'Dragon%27s_Breath_(chili_pepper)', ['shu', 'origin', 'species'])],
  'Pepper X': [record(2023, HOTTEST_URL)],
};

/** The sources of every seeded pepper (peppers.data.ts's PEPPER_SEED), by its English name. */
export const PEPPER_SOURCES_SEED: Readonly<Record<string, readonly PepperSource[]>> = {
  ...CLASSICS,
  ...PEPPER_SOURCES_AMERICAS,
  ...PEPPER_SOURCES_ANDES_AFRICA_ASIA,
  ...PEPPER_SOURCES_OLD_WORLD,
};
