/**
 * Capsicum species groups. Stored and displayed in the canonical form ("C. Annuum");
 * seed data, imports and older clients may send spelling variants, which are normalised here.
 */

export const PEPPER_GROUPS = ['C. Annuum', 'C. Baccatum', 'C. Chinense', 'C. Frutescens', 'C. Pubescens'] as const;
export type PepperGroup = (typeof PEPPER_GROUPS)[number];

/** A pepper without a (recognised) group is C. Annuum (docs/product-rules.md#constants, pepper defaults). */
export const DEFAULT_GROUP: PepperGroup = 'C. Annuum';

/** The bare species epithets, as they appear in the copy ("Chinense"), in PEPPER_GROUPS order. */
export const GROUP_SPECIES = ['Annuum', 'Baccatum', 'Chinense', 'Frutescens', 'Pubescens'] as const;
export type PepperSpecies = (typeof GROUP_SPECIES)[number];

export function isPepperGroup(x: unknown): x is PepperGroup {
  return typeof x === 'string' && (PEPPER_GROUPS as readonly string[]).includes(x);
}

/** Lower-case epithet -> canonical group. */
const BY_EPITHET: ReadonlyMap<string, PepperGroup> = new Map(
  GROUP_SPECIES.map((s, i) => [s.toLowerCase(), PEPPER_GROUPS[i]!] as const),
);

/**
 * Misspellings are matched by edit distance to the epithet. The allowance is small enough that
 * the other Capsicum species (chacoense, eximium, praetermissum, ...) stay unrecognised:
 * 1 edit for the short "annuum", 2 for the longer epithets.
 */
function maxTypos(epithet: string): number {
  return epithet.length >= 7 ? 2 : 1;
}

/** Levenshtein distance (insert, delete, substitute), small strings only. */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * Extracts the species epithet: drops the genus ("Capsicum", "C.", "C ") and an infraspecific
 * suffix ("var. glabriusculum"), so "Capsicum annuum var. aviculare" -> "annuum".
 */
function epithetOf(input: string): string | null {
  let s = input
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[_\-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  s = s.replace(/^capsicum\b\.?\s*/, '').replace(/^c(\.\s*|\s+)/, '');
  s = s.replace(/\s+(var|variety|subsp|ssp|cv)\b.*$/, '');
  s = s.replace(/\.$/, '').trim();
  return /^[a-z]+$/.test(s) ? s : null;
}

/**
 * Canonical group for a spelling variant: any case and spacing, with or without "C."/"Capsicum",
 * with or without the dot ("C annuum", "C.annuum"), bare epithets ("Chinense") and common
 * misspellings ("anuum", "chinensis", "frutescence", "pubescen"). Unknown text -> null.
 */
export function normalizeGroup(input: unknown): PepperGroup | null {
  if (typeof input !== 'string') return null;
  if (isPepperGroup(input)) return input;
  const epithet = epithetOf(input);
  if (!epithet) return null;
  const exact = BY_EPITHET.get(epithet);
  if (exact) return exact;
  let best: PepperGroup | null = null;
  let bestDistance = Infinity;
  let tie = false;
  for (const [name, group] of BY_EPITHET) {
    const d = editDistance(epithet, name);
    if (d > maxTypos(name)) continue;
    if (d < bestDistance) {
      best = group;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance) {
      tie = true;
    }
  }
  return tie ? null : best;
}

/** normalizeGroup, falling back to DEFAULT_GROUP for missing, empty or unknown input. */
export function normalizeGroupOrDefault(input: unknown): PepperGroup {
  return normalizeGroup(input) ?? DEFAULT_GROUP;
}

/**
 * A group as shown to readers, in botanical style: genus initial capital, species epithet lower case
 * ("c_chinense", "C. Chinense" -> "C. chinense"; shown in italics). Stored values and API answers keep
 * the canonical spelling. Unknown text is returned unchanged.
 */
export function botanicalName(group: string): string {
  const canonical = normalizeGroup(group);
  return canonical ? canonical.replace(/ (\w+)$/, (_, epithet: string) => ` ${epithet.toLowerCase()}`) : group;
}
