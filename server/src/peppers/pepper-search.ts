/**
 * The text the catalogue search looks in (SPEC.md: name, Hebrew name, group, descriptions, origin,
 * growing time; Hebrew origin too). The migration indexes this exact expression with pg_trgm, so
 * `LIKE '%term%'` stays fast at 100,000 rows: change both together.
 */
export const PEPPER_SEARCH_EXPRESSION =
  "lower(p.name || ' ' || coalesce(p.heb_name, '') || ' ' || p.\"group\" || ' ' || coalesce(p.description, '') || ' ' || " +
  "coalesce(p.heb_description, '') || ' ' || coalesce(p.origin, '') || ' ' || coalesce(p.heb_origin, '') || ' ' || coalesce(p.growing_time, ''))";
