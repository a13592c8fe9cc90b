import { describe, expect, it } from '@jest/globals';
import { COUNTRY_CODES, countryCode, findOriginInText, parseOrigin } from './country-codes.js';
import { countryName, countryNamesIn, formatOrigin, knowCountryNames } from './countries.js';

describe('countries', () => {
  it('lists the 249 ISO 3166-1 alpha-2 codes, each named in English and Hebrew', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) {
      expect(countryName(code, 'en')).not.toBe(code);
      expect(countryName(code, 'he')).toMatch(/[\u0590-\u05FF]/);
    }
    expect(countryName('MX', 'en')).toBe('Mexico');
    expect(countryName('MX', 'he')).toBe('מקסיקו');
  });

  it.each([
    ['Mexico', 'MX'],
    ['mexico', 'MX'],
    ['  MEXICO ', 'MX'],
    ['MX', 'MX'],
    ['mx', 'MX'],
    ['Peru', 'PE'],
    ['United States', 'US'],
    ['USA', 'US'],
    ['U.S.A.', 'US'],
    ['United States of America', 'US'],
    ['England', 'GB'],
    ['Wales', 'GB'],
    ['UK', 'GB'],
    ['Trinidad and Tobago', 'TT'],
    ['Trinidad & Tobago', 'TT'],
    ['Côte d’Ivoire', 'CI'],
    ['Cote d\'Ivoire', 'CI'],
    ['Turkey', 'TR'],
    ['Myanmar', 'MM'],
    ['מקסיקו', 'MX'],
    ['ארצות הברית', 'US'],
    ['ארה"ב', 'US'],
    ['ארה״ב', 'US'],
    ['ג\'מייקה', 'JM'],
    ['ג׳מייקה', 'JM'],
    ['אנגליה', 'GB'],
    ['פֵּרוּ', 'PE'],
    ['טרינידד וטובגו', 'TT'],
  ])('maps %s to %s', (text, code) => {
    expect(countryCode(text)).toBe(code);
  });

  it.each(['Atlantis', 'Narnia', 'XX', 'ZZ', 'EU', '', 'South America', 'ארץ לא ידועה'])('knows no country named %j', (text) => {
    expect(countryCode(text)).toBeNull();
  });

  it('parses a typed origin into a country and a region', () => {
    expect(parseOrigin('Mexico (Veracruz)')).toEqual({ country: 'MX', region: 'Veracruz' });
    expect(parseOrigin('מקסיקו (ורקרוס)')).toEqual({ country: 'MX', region: 'ורקרוס' });
    expect(parseOrigin('USA, California')).toEqual({ country: 'US', region: 'California' });
    expect(parseOrigin('USA (California, from New Mexico stock)')).toEqual({ country: 'US', region: 'California, from New Mexico stock' });
    expect(parseOrigin('Peru')).toEqual({ country: 'PE', region: null });
    expect(parseOrigin('Myanmar (Burma)')).toEqual({ country: 'MM', region: null });
    expect(parseOrigin('  ')).toEqual({ country: null, region: null });
    expect(parseOrigin(null)).toEqual({ country: null, region: null });
    expect(parseOrigin('Atlantis (Lost City)')).toBeNull();
    expect(parseOrigin('Atlantis')).toBeNull();
  });

  it('writes an origin in each language', () => {
    expect(formatOrigin('MX', 'Veracruz', 'en')).toBe('Mexico (Veracruz)');
    expect(formatOrigin('MX', 'ורקרוס', 'he')).toBe('מקסיקו (ורקרוס)');
    expect(formatOrigin('PE', null, 'en')).toBe('Peru');
    expect(formatOrigin('PE', ' ', 'he')).toBe('פרו');
    expect(formatOrigin(null, 'Somewhere', 'en')).toBe('Somewhere');
    expect(formatOrigin(null, null, 'en')).toBeNull();
  });

  it('finds the country an old free-text origin names', () => {
    expect(findOriginInText('Amazon basin; Mexico (Yucatán)')).toEqual({ country: 'MX', region: 'Yucatán' });
    expect(findOriginInText('Caribbean (Jamaica)')).toEqual({ country: 'JM', region: null });
    expect(findOriginInText('Peru and Bolivia (Andes)')).toEqual({ country: 'PE', region: null });
    expect(findOriginInText('Bangladesh (Sylhet) and northeast India')).toEqual({ country: 'BD', region: 'Sylhet' });
    expect(findOriginInText('Trinidad and Tobago; record grown in Australia')).toEqual({ country: 'TT', region: null });
    expect(findOriginInText('אגן האמזונס; מקסיקו (יוקטן)')).toEqual({ country: 'MX', region: 'יוקטן' });
    expect(findOriginInText('South America')).toBeNull();
  });

  it('hands over the names of the countries in a page\'s data, and names them so without Intl', () => {
    const data = {
      'Pepper:1': { __typename: 'Pepper', country: 'MX', name: 'Jalapeño', region: 'Veracruz' },
      ROOT_QUERY: { pepperStats: { byOrigin: [{ value: 'PE', count: 3 }, { value: 'MX', count: 9 }, { value: 'XX', count: 1 }] } },
      other: ['JP', 'mx', 'MEX', null, 12],
    };
    expect(countryNamesIn(data, 'en')).toEqual({ MX: 'Mexico', PE: 'Peru', JP: 'Japan' });
    expect(countryNamesIn(data, 'he')).toEqual({ MX: countryName('MX', 'he'), PE: countryName('PE', 'he'), JP: countryName('JP', 'he') });
    // The browser takes the server's names as they are (its own Intl data may word one differently).
    knowCountryNames('en', { ZW: 'Zimbabwe (as the server wrote it)', bad: 'x' });
    expect(countryName('ZW', 'en')).toBe('Zimbabwe (as the server wrote it)');
    expect(countryName('ZW', 'he')).toBe(new Intl.DisplayNames(['he'], { type: 'region' }).of('ZW'));
    expect(countryName('bad', 'en')).toBe('bad');
  });
});
