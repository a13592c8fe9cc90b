import type { PepperSource } from '@pepper-atlas/domain';

/**
 * Published sources of the seeded peppers (issue 33): only ones that exist (a record body's entries, the Chile
 * Pepper Institute's findings, a peer-reviewed paper, a standard reference book), never a made-up one. A pepper
 * with none here has no sources on its page until an admin adds them. The Scoville figures themselves are the
 * catalogue's ranges (the pods vary); a source marked `shu` is the measurement that range draws on.
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

export const PEPPER_SOURCES_SEED: Readonly<Record<string, readonly PepperSource[]>> = {
  'Bhut Jolokia': [
    {
      title: "'Bhut Jolokia': The World's Hottest Known Chile Pepper is a Putative Naturally Occurring Interspecific Hybrid (HortScience 42(2):222-224), P. W. Bosland and J. B. Baral",
      publisher: 'American Society for Horticultural Science',
      url: 'https://doi.org/10.21273/HORTSCI.42.2.222',
      year: 2007,
      supports: ['shu', 'species', 'origin'],
    },
    record(2007),
  ],
  'Red Savina': [record(1994)],
  Infinity: [record(2011)],
  'Naga Viper': [record(2011)],
  'Trinidad Scorpion Butch T': [record(2011)],
  'Trinidad Moruga Scorpion': [
    {
      title: "Trinidad Moruga Scorpion measured as the world's hottest chile pepper, Chile Pepper Institute",
      publisher: 'New Mexico State University',
      url: null,
      year: 2012,
      supports: ['shu'],
    },
  ],
  'Carolina Reaper': [record(2013)],
  'Pepper X': [record(2023, HOTTEST_URL)],
  'Bell Pepper': [PEPPERS_BOOK],
  'Jalapeño': [PEPPERS_BOOK],
  Cayenne: [PEPPERS_BOOK],
  Tabasco: [PEPPERS_BOOK],
  Habanero: [PEPPERS_BOOK],
  Rocoto: [PEPPERS_BOOK],
  'Ají Amarillo': [PEPPERS_BOOK],
};
