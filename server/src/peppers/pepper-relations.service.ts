import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { compareWithJalapeno, foldSearchText, shuMidpoint } from '@pepper-atlas/domain';
import { In, type Repository } from 'typeorm';
import type { HeatComparison } from './dto/heat-comparison.type.js';
import { Pepper } from './pepper.entity.js';

/** How many related peppers the page shows (the issue asks for 4-6). */
export const SIMILAR_PEPPERS = 6;
export const SUBSTITUTES = 4;
export const SAME_COUNTRY = 6;

/**
 * Candidates the database hands over for scoring, per pepper, side (milder, hotter) and kind (its species, any
 * species): at most 48, the nearest in heat, enough for the flavour words to choose among.
 */
const CANDIDATES_PER_SIDE = 12;

/**
 * Heat is compared on a log scale of (HEAT_FLOOR + SHU): a hundred SHU is about the least a tongue notices, so
 * a bell pepper's 0 and a pepperoncini's 100-500 are neighbours rather than decades apart.
 */
const HEAT_FLOOR = 100;

/**
 * The heat window of the candidates, in decades around the pepper's midpoint: 0.7 is a factor of 5 either way
 * (a habanero's 225,000 reaches 45,000-1,100,000); a substitute in the kitchen must be closer, half a decade
 * (about 3 times).
 */
const SIMILAR_WINDOW = 0.7;
const SUBSTITUTE_WINDOW = 0.5;

/** Words of a flavour text that say nothing about the taste itself. */
const FLAVOUR_STOP_WORDS = new Set(
  'with when than then that this very slightly lightly mildly gently little more most some notes note hint hints flavor flavour taste heat into over after before dried fresh ripe green their once'.split(
    ' ',
  ),
);

/**
 * The flavour words of a pepper (English text, folded, crudely stemmed so "fruity" meets "fruit" and "smoky"
 * meets "smoke"); the Hebrew text says the same in the other language.
 */
function flavourWords(flavor: string | null): Set<string> {
  const words = foldSearchText(flavor ?? '').match(/\p{L}+/gu) ?? [];
  return new Set(words.filter((w) => w.length >= 4 && !FLAVOUR_STOP_WORDS.has(w)).map((w) => w.replace(/(ies|y|ed|es|s|e)$/, '')));
}

function sharedWords(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const w of a) if (b.has(w)) n++;
  return n;
}

/** Decades between two peppers' midpoints (log10 of HEAT_FLOOR + SHU). */
function heatDistance(a: Pepper, b: Pepper): number {
  const decades = (p: Pepper) => Math.log10(HEAT_FLOOR + shuMidpoint({ min: p.shuMin, max: p.shuMax }));
  return Math.abs(decades(a) - decades(b));
}

/** How common a pepper is: the catalogue's popularity order (peppers.service.ts), a like counting as five views. */
const popularity = (p: Pepper) => p.likes * 5 + p.views;

/**
 * What the pepper page says about a pepper next to others (issue 33): its heat next to a jalapeño's, the
 * peppers like it and what to cook with instead. The database picks a few dozen candidates for every pepper of
 * a batch in one query (the nearest in heat by index, active peppers only); they are scored here, where the
 * flavour words are at hand.
 */
@Injectable()
export class PepperRelationsService {
  constructor(@InjectRepository(Pepper) private readonly peppers: Repository<Pepper>) {}

  heatComparison(pepper: Pick<Pepper, 'shuMin' | 'shuMax'>): HeatComparison {
    return compareWithJalapeno({ min: pepper.shuMin, max: pepper.shuMax });
  }

  /**
   * 4-6 peppers like each one: the same species first, then the nearest heat on the log scale, shared flavour
   * words bringing one forward (a shared word weighs as much as a fifth of a decade).
   */
  async similarOf(sources: readonly Pepper[]): Promise<Pepper[][]> {
    const candidates = await this.candidates(sources, SIMILAR_WINDOW);
    return sources.map((source, i) => {
      const words = flavourWords(source.flavor);
      const score = (p: Pepper) => heatDistance(source, p) - 0.2 * Math.min(sharedWords(words, flavourWords(p.flavor)), 3);
      return candidates[i]!
        .map((p) => ({ p, sameGroup: p.group === source.group, score: score(p) }))
        .sort((a, b) => Number(b.sameGroup) - Number(a.sameGroup) || a.score - b.score || a.p.name.localeCompare(b.p.name))
        .slice(0, SIMILAR_PEPPERS)
        .map(({ p }) => p);
    });
  }

  /**
   * Up to 4 peppers to cook with instead of each one: more common (more views and likes, the catalogue's
   * popularity), within about three times its heat, the closest in heat and flavour first and the more common
   * among equals. None for the most common pepper of its heat.
   */
  async substitutesOf(sources: readonly Pepper[]): Promise<Pepper[][]> {
    const candidates = await this.candidates(sources, SUBSTITUTE_WINDOW, 'AND c.likes * 5 + c.views > s.likes * 5 + s.views');
    return sources.map((source, i) => {
      const words = flavourWords(source.flavor);
      const score = (p: Pepper) =>
        heatDistance(source, p) - 0.2 * Math.min(sharedWords(words, flavourWords(p.flavor)), 3) - 0.05 * Math.log10(1 + popularity(p));
      return candidates[i]!
        .map((p) => ({ p, score: score(p) }))
        .sort((a, b) => a.score - b.score || a.p.name.localeCompare(b.p.name))
        .slice(0, SUBSTITUTES)
        .map(({ p }) => p);
    });
  }

  /**
   * Up to 6 other active peppers from each one's country, the most common first (the catalogue's popularity, then
   * the name); none when its country is unknown. One query for the whole batch: per source, the country index
   * (peppers_country_idx) finds its country's peppers and the first few by popularity are kept.
   */
  async sameCountryOf(sources: readonly Pepper[]): Promise<Pepper[][]> {
    const located = sources.filter((p) => p.country);
    if (located.length === 0) return sources.map(() => []);
    const rows: { source: string; id: string }[] = await this.peppers.query(
      `SELECT s.id AS source, c.id
         FROM peppers s
         CROSS JOIN LATERAL (
           SELECT c.id, c.likes * 5 + c.views AS popularity, c.name FROM peppers c
            WHERE c.country = s.country AND c.is_active AND c.deleted_at IS NULL AND c.id <> s.id
            ORDER BY c.likes * 5 + c.views DESC, c.name, c.id
            LIMIT ${SAME_COUNTRY}) c
        WHERE s.id = ANY($1)
        ORDER BY s.id, c.popularity DESC, c.name, c.id`,
      [located.map((p) => p.id)],
    );
    return this.grouped(sources, rows);
  }

  /**
   * The candidates of each source, in its order: active peppers other than itself whose midpoint is within
   * `window` decades of its own, the nearest in heat on each side (by shu_sort, the midpoint): per side
   * CANDIDATES_PER_SIDE of its own species (index peppers_group_shu_sort_idx) and as many of any species
   * (peppers_shu_sort_idx), so each scan reads a few index entries whatever the catalogue's size. `extra` narrows
   * them further (SQL on c, the candidate, and s, the source). Two queries for the whole batch: the ids, then the
   * peppers.
   */
  private async candidates(sources: readonly Pepper[], window: number, extra = ''): Promise<Pepper[][]> {
    if (sources.length === 0) return [];
    const base = `c.is_active AND c.deleted_at IS NULL AND c.id <> s.id ${extra}`;
    const low = `(${HEAT_FLOOR} + s.shu_sort) / $2 - ${HEAT_FLOOR}`;
    const high = `(${HEAT_FLOOR} + s.shu_sort) * $2 - ${HEAT_FLOOR}`;
    const side = (group: boolean, up: boolean) =>
      `(SELECT c.id FROM peppers c
         WHERE ${base} ${group ? 'AND c."group" = s."group"' : ''}
           AND ${up ? `c.shu_sort >= s.shu_sort AND c.shu_sort <= ${high}` : `c.shu_sort < s.shu_sort AND c.shu_sort >= ${low}`}
         ORDER BY c.shu_sort ${up ? 'ASC' : 'DESC'}
         LIMIT ${CANDIDATES_PER_SIDE})`;
    const rows: { source: string; id: string }[] = await this.peppers.query(
      `SELECT DISTINCT s.id AS source, c.id
         FROM peppers s
         CROSS JOIN LATERAL (${side(true, true)} UNION ALL ${side(true, false)} UNION ALL ${side(false, true)} UNION ALL ${side(false, false)}) c
        WHERE s.id = ANY($1)`,
      [sources.map((p) => p.id), 10 ** window],
    );
    return this.grouped(sources, rows);
  }

  /** The peppers of (source, id) rows, in the rows' order, as one list per source (one query for all of them). */
  private async grouped(sources: readonly Pepper[], rows: readonly { source: string; id: string }[]): Promise<Pepper[][]> {
    const ids = [...new Set(rows.map((r) => r.id))];
    const byId = new Map((ids.length ? await this.peppers.findBy({ id: In(ids) }) : []).map((p) => [p.id, p]));
    const bySource = new Map<string, Pepper[]>();
    for (const row of rows) {
      const pepper = byId.get(row.id);
      if (!pepper) continue;
      bySource.set(row.source, [...(bySource.get(row.source) ?? []), pepper]);
    }
    return sources.map((p) => bySource.get(p.id) ?? []);
  }
}
