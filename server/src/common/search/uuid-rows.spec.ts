import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { TokenIndex } from './token-index.js';
import { UuidRows } from './uuid-rows.js';

/** Uuids that are not random: a counter's (as some generators and fixtures make them). */
const counted = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;

describe('UuidRows', () => {
  it('gives back each row its uuid as PostgreSQL writes it, and finds each row by its uuid', () => {
    const uuids = [...Array.from({ length: 3000 }, () => randomUUID()), ...Array.from({ length: 3000 }, (_, i) => counted(i))];
    const rows = new UuidRows(uuids.length, true);
    // Upper case in, lower case out.
    uuids.forEach((uuid, row) => rows.set(row, row % 3 === 0 ? uuid.toUpperCase() : uuid));
    uuids.forEach((uuid, row) => {
      expect(rows.get(row)).toBe(uuid);
      expect(rows.rowOf(uuid)).toBe(row);
      expect(rows.rowOf(uuid.toUpperCase())).toBe(row);
    });
    expect(rows.rowOf(randomUUID())).toBeUndefined();
    expect(rows.rowOf(counted(3000))).toBeUndefined();
    expect(rows.get(1)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('finds nothing for what is not a uuid, and refuses to keep one', () => {
    const rows = new UuidRows(2, true);
    const uuid = randomUUID();
    rows.set(0, uuid);
    for (const bad of ['', uuid.slice(1), `${uuid}0`, uuid.replace(/-/g, '0'), `${uuid.slice(0, 35)}g`, `${uuid.slice(0, 8)}_${uuid.slice(9)}`, `${uuid.slice(0, 35)}\u0660`])
      expect(rows.rowOf(bad)).toBeUndefined();
    expect(() => rows.set(1, 'not a uuid')).toThrow(RangeError);
    expect(() => rows.set(2, randomUUID())).toThrow(RangeError);
    expect(rows.rowOf(uuid)).toBe(0);
  });

  it('finds the row given a uuid last, as a Map would', () => {
    const rows = new UuidRows(3, true);
    const uuid = randomUUID();
    rows.set(0, uuid);
    rows.set(2, uuid);
    expect(rows.rowOf(uuid)).toBe(2);
    expect(rows.get(0)).toBe(uuid);
  });

  it('keeps uuids without a look-up when asked', () => {
    const rows = new UuidRows(1, false);
    const uuid = randomUUID();
    rows.set(0, uuid);
    expect(rows.get(0)).toBe(uuid);
    expect(() => rows.rowOf(uuid)).toThrow();
  });
});

describe('TokenIndex.rowsContaining', () => {
  it('answers as a fresh index does after the fragments it kept were forgotten and their bitsets made over', () => {
    const rng = (() => {
      let n = 0;
      return () => createHash('sha256').update(`tokens:${n++}`).digest().readUInt32BE(0) / 2 ** 32;
    })();
    const letters = 'abcdefgh';
    const word = () => Array.from({ length: 2 + Math.floor(rng() * 5) }, () => letters[Math.floor(rng() * letters.length)]).join('');
    const texts = Array.from({ length: 500 }, () => Array.from({ length: 1 + Math.floor(rng() * 4) }, word));
    const build = (kept: number) => {
      const index = new TokenIndex(Math.ceil(texts.length / 32), kept, true);
      texts.forEach((tokens, row) => tokens.forEach((token) => index.add(row, token)));
      index.seal();
      return index;
    };
    const small = build(2);
    const rowsOf = (bits: Uint32Array) => texts.map((_, row) => row).filter((row) => (bits[row >>> 5] & (1 << (row & 31))) !== 0);
    for (let i = 0; i < 400; i++) {
      // Common fragments (many rows) and rare or absent ones, so a made-over bitset had bits the next must not keep.
      const fragment = rng() < 0.5 ? word().slice(0, 2) : `${word()}${rng() < 0.2 ? 'z' : ''}`;
      const expected = texts.map((tokens, row) => (tokens.some((t) => t.includes(fragment)) ? row : -1)).filter((row) => row >= 0);
      expect(rowsOf(small.rowsContaining(fragment))).toEqual(expected);
    }
  });
});
