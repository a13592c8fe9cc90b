import { describe, it, expect } from '@jest/globals';
import { HEAT_COMPARISON_KINDS, JALAPENO_SHU, SCOVILLE_REFERENCE_PEPPERS, compareWithJalapeno } from './scoville-scale.js';
import { parseShu } from './shu.js';

const compare = (shu: string) => compareWithJalapeno(parseShu(shu)!);

describe('SCOVILLE_REFERENCE_PEPPERS', () => {
  it('marks bell, jalapeño, cayenne, habanero and the Carolina Reaper, mildest first', () => {
    expect(SCOVILLE_REFERENCE_PEPPERS.map((p) => p.key)).toEqual(['bell', 'jalapeno', 'cayenne', 'habanero', 'carolinaReaper']);
    const mins = SCOVILLE_REFERENCE_PEPPERS.map((p) => p.min);
    expect([...mins].sort((a, b) => a - b)).toEqual(mins);
    for (const p of SCOVILLE_REFERENCE_PEPPERS) expect(p.max).toBeGreaterThanOrEqual(p.min);
  });
  it('measures against the jalapeño it marks', () => {
    const jalapeno = SCOVILLE_REFERENCE_PEPPERS.find((p) => p.key === 'jalapeno')!;
    expect({ min: jalapeno.min, max: jalapeno.max }).toEqual(JALAPENO_SHU);
  });
});

describe('compareWithJalapeno', () => {
  it('lists its kinds as the GraphQL enum does', () => expect(HEAT_COMPARISON_KINDS).toEqual(['MILDER', 'SIMILAR', 'HOTTER']));
  it.each([['0'], ['100-500'], ['1,000-2,499']])('%s is milder', (shu) =>
    expect(compare(shu)).toEqual({ kind: 'MILDER', lowTimes: null, highTimes: null }),
  );
  it.each([['2,500-8,000'], ['1,000-2,500'], ['8,000-23,000'], ['5000'], ['500-100,000'], ['2000+']])('%s is about the same', (shu) =>
    expect(compare(shu)).toEqual({ kind: 'SIMILAR', lowTimes: null, highTimes: null }),
  );
  it.each([
    ['100,000-350,000', 12, 140], // habanero: 12.5 and 140
    ['30,000-50,000', 3.7, 20], // cayenne: 3.75 and 20
    ['10,000-23,000', 1.2, 9.2], // serrano: 1.25 and 9.2
    ['1,400,000-2,200,000', 170, 880], // Carolina Reaper: 175 and 880
    ['8001', 1, 3.3], // a hair above: 1.0001 and 3.2004
    ['855,000-1,041,427', 100, 420], // Bhut Jolokia: 106.875 and 416.57
  ])('%s is about %p-%p times the heat', (shu, low, high) =>
    expect(compare(shu)).toEqual({ kind: 'HOTTER', lowTimes: low, highTimes: high }),
  );
  it('has no upper figure for an open-ended range', () => {
    expect(compare('100000+')).toEqual({ kind: 'HOTTER', lowTimes: 12, highTimes: null });
    expect(compareWithJalapeno({ min: 16_000, max: null })).toEqual({ kind: 'HOTTER', lowTimes: 2, highTimes: null });
  });
});
