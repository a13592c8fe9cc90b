// A fingerprint of every row of every table (plain JavaScript: shared by the server e2e tests and
// test/fuzz/fuzz.mjs). `query(sql)` runs one statement and resolves to its rows.

/** Per table: its row count and an md5 of all its rows, in a fixed order. */
export async function dataDigest(query, { exclude = [] } = {}) {
  const tables = await query(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('migrations', 'typeorm_metadata') ORDER BY tablename",
  );
  const digest = {};
  for (const { tablename } of tables) {
    if (exclude.includes(tablename)) continue;
    const [row] = await query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${tablename}" x`,
    );
    digest[tablename] = `${row.n} ${row.h}`;
  }
  return digest;
}
