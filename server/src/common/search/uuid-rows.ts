/**
 * Uuids by row for the indexes in memory (issue 34), kept as numbers in one typed array (16 bytes a row) rather than as
 * a string each: a million strings and a Map of them are two million objects the garbage collector walks on every full
 * collection, which under load came every second or two and stalled every request for up to 200 ms. A typed array holds
 * no references, so the collector does not look inside it.
 */

/** A hexadecimal digit's value by its character code; -1 for any other character. */
const NIBBLE = new Int8Array(128).fill(-1);
for (let d = 0; d < 16; d++) {
  NIBBLE['0123456789abcdef'.charCodeAt(d)] = d;
  NIBBLE['0123456789ABCDEF'.charCodeAt(d)] = d;
}

/** The positions of a uuid's four hyphens (8-4-4-4-12). */
const isHyphen = (i: number) => i === 8 || i === 13 || i === 18 || i === 23;

/**
 * Reads `uuid` (any case, with its four hyphens) into `into[at..at + 3]`, its 32 digits as four 32-bit numbers. False,
 * and `into` partly written, when it is not a uuid.
 */
function readUuid(uuid: string, into: Uint32Array, at: number): boolean {
  if (uuid.length !== 36) return false;
  let word = 0;
  let digits = 0;
  for (let i = 0; i < 36; i++) {
    const code = uuid.charCodeAt(i);
    if (isHyphen(i)) {
      if (code !== 45) return false;
      continue;
    }
    const nibble = code < 128 ? NIBBLE[code] : -1;
    if (nibble < 0) return false;
    word = (word << 4) | nibble;
    if (++digits % 8 === 0) {
      into[at + digits / 8 - 1] = word >>> 0;
      word = 0;
    }
  }
  return true;
}

const hex8 = (x: number) => x.toString(16).padStart(8, '0');

/** A uuid as PostgreSQL writes it (lower-case, hyphenated) from its four numbers at `from[at]`. */
function writeUuid(from: Uint32Array, at: number): string {
  const b = hex8(from[at + 1]);
  const c = hex8(from[at + 2]);
  return `${hex8(from[at])}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${hex8(from[at + 3])}`;
}

export class UuidRows {
  /** Four numbers a row. */
  private readonly values: Uint32Array;
  /** With a look-up: an open-addressing hash table of row + 1 (0: empty), twice the rows or more, a power of two. */
  private readonly slots: Int32Array;
  private readonly mask: number;
  private readonly key = new Uint32Array(4);

  /**
   * @param capacity rows 0 to capacity - 1
   * @param lookup whether rowOf finds a row by its uuid (the table costs 8 to 16 bytes a row more)
   */
  constructor(
    readonly capacity: number,
    lookup: boolean,
  ) {
    this.values = new Uint32Array(capacity * 4);
    let size = 2;
    while (lookup && size < capacity * 2) size *= 2;
    this.slots = new Int32Array(lookup ? size : 0);
    this.mask = size - 1;
  }

  /** Gives `row` this uuid, found by rowOf (with a look-up) until another row is given the same. */
  set(row: number, uuid: string): void {
    if (row < 0 || row >= this.capacity || !readUuid(uuid, this.values, row * 4)) throw new RangeError(`not a row and uuid: ${row} ${uuid}`);
    if (this.slots.length === 0) return;
    for (let slot = this.hash(this.values, row * 4); ; slot = (slot + 1) & this.mask) {
      const held = this.slots[slot];
      if (held === 0 || this.same(held - 1, this.values, row * 4)) {
        this.slots[slot] = row + 1;
        return;
      }
    }
  }

  /** The uuid of `row` (set before), as PostgreSQL writes it. */
  get(row: number): string {
    return writeUuid(this.values, row * 4);
  }

  /** The row of `uuid` (the last given it), if any. */
  rowOf(uuid: string): number | undefined {
    if (this.slots.length === 0) throw new Error('these uuids have no look-up');
    if (!readUuid(uuid, this.key, 0)) return undefined;
    for (let slot = this.hash(this.key, 0); ; slot = (slot + 1) & this.mask) {
      const held = this.slots[slot];
      if (held === 0) return undefined;
      if (this.same(held - 1, this.key, 0)) return held - 1;
    }
  }

  /** The uuid's slot to start from: its four numbers mixed (uuids that are not random still spread). */
  private hash(words: Uint32Array, at: number): number {
    let h = Math.imul(words[at] ^ 0x9e3779b9, 0x85ebca6b);
    h = Math.imul(h ^ words[at + 1] ^ (h >>> 15), 0xc2b2ae35);
    h = Math.imul(h ^ words[at + 2] ^ (h >>> 13), 0x85ebca6b);
    h = Math.imul(h ^ words[at + 3] ^ (h >>> 16), 0xc2b2ae35);
    return (h ^ (h >>> 15)) & this.mask;
  }

  private same(row: number, words: Uint32Array, at: number): boolean {
    const v = this.values;
    const r = row * 4;
    return v[r] === words[at] && v[r + 1] === words[at + 1] && v[r + 2] === words[at + 2] && v[r + 3] === words[at + 3];
  }
}
