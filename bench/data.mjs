// Synthetic catalogue rows for the benchmark: one INSERT ... SELECT generate_series statement per
// batch, deterministic (hashint8 of the row number, no random()), so every run and both databases
// get the same data. Plain literals only: the same SQL runs through `pg` and in-process PGlite.
//
// Fractions the scenarios rely on (of the generated rows):
//   'habanero'  ~10%: 2 of 40 varieties are habaneros, and 1 of 20 closing sentences names one.
//   'smoky'     ~17%: 2 of 12 flavour sentences (in English; 'מעושן' in the Hebrew description).
//   'הבנרו'      ~10%: the Hebrew names and closing sentence mirror the English ones.
//   Hot + C. Chinense: a few percent (heat levels drift one step from the variety's for 20% of rows).

export const HEAT_LEVELS = ['Mild', 'Medium', 'Hot', 'Very Hot', 'Extremely Hot', 'Super Hot'];

/** [name, Hebrew name, group, index into HEAT_LEVELS] */
export const VARIETIES = [
  ['Habanero', 'הבנרו', 'C. Chinense', 3],
  ['Chocolate Habanero', 'הבנרו שוקולד', 'C. Chinense', 3],
  ['Scotch Bonnet', 'סקוטש בונט', 'C. Chinense', 3],
  ['Fatalii', 'פטאלי', 'C. Chinense', 3],
  ['Datil', 'דטיל', 'C. Chinense', 2],
  ['Aji Dulce', 'אחי דולסה', 'C. Chinense', 0],
  ['Bhut Jolokia', "בהוט ג'ולוקיה", 'C. Chinense', 5],
  ['Trinidad Scorpion', 'עקרב טרינידד', 'C. Chinense', 5],
  ['7 Pot', 'שבעה סירים', 'C. Chinense', 5],
  ['Carolina Reaper', 'קרולינה ריפר', 'C. Chinense', 5],
  ['Naga Morich', "נאגה מוריץ'", 'C. Chinense', 4],
  ['Madame Jeanette', "מאדאם ז'אנט", 'C. Chinense', 2],
  ['Jalapeño', 'חלפיניו', 'C. Annuum', 1],
  ['Serrano', 'סראנו', 'C. Annuum', 1],
  ['Cayenne', 'קאיין', 'C. Annuum', 2],
  ['Poblano', 'פובלאנו', 'C. Annuum', 0],
  ['Anaheim', 'אנהיים', 'C. Annuum', 0],
  ['Bell Pepper', 'גמבה', 'C. Annuum', 0],
  ['Thai Chili', "צ'ילי תאילנדי", 'C. Annuum', 2],
  ['Chile de Árbol', "צ'ילה דה ארבול", 'C. Annuum', 2],
  ['Hungarian Wax', 'שעווה הונגרי', 'C. Annuum', 1],
  ['Shishito', 'שישיטו', 'C. Annuum', 0],
  ['Fresno', 'פרזנו', 'C. Annuum', 1],
  ['Aleppo', 'חלבי', 'C. Annuum', 1],
  ['Kashmiri', 'קשמירי', 'C. Annuum', 0],
  ['Pequin', 'פקין', 'C. Annuum', 2],
  ['Padrón', 'פדרון', 'C. Annuum', 0],
  ['Espelette', 'אספלט', 'C. Annuum', 1],
  ['Cubanelle', 'קובנל', 'C. Annuum', 0],
  ['Tabasco', 'טבסקו', 'C. Frutescens', 2],
  ['Piri Piri', 'פירי פירי', 'C. Frutescens', 2],
  ['Malagueta', 'מלגטה', 'C. Frutescens', 2],
  ["Bird's Eye", 'עין הציפור', 'C. Frutescens', 2],
  ['Ají Amarillo', 'אחי אמרילו', 'C. Baccatum', 2],
  ['Lemon Drop', 'טיפת לימון', 'C. Baccatum', 2],
  ["Bishop's Crown", 'כתר הבישוף', 'C. Baccatum', 1],
  ['Brazilian Starfish', 'כוכב ים ברזילאי', 'C. Baccatum', 1],
  ['Rocoto', 'רוקוטו', 'C. Pubescens', 2],
  ['Manzano', 'מנסנו', 'C. Pubescens', 2],
  ['Canario', 'קנריו', 'C. Pubescens', 2],
];

/** Cultivar prefixes: [English, Hebrew (follows the noun)] */
export const PREFIXES = [
  ['Golden', 'זהוב'],
  ['Red', 'אדום'],
  ['Sunset', 'שקיעה'],
  ['Giant', 'ענק'],
  ['Dwarf', 'ננסי'],
  ['Wild', 'בר'],
  ['Early', 'מוקדם'],
  ['Sweet', 'מתוק'],
  ['Purple', 'סגול'],
  ['Black', 'שחור'],
  ['Orange', 'כתום'],
  ['Yellow', 'צהוב'],
  ['Royal', 'מלכותי'],
  ['Desert', 'מדבר'],
  ['Mountain', 'הררי'],
  ['Galilee', 'גליל'],
  ['Negev', 'נגב'],
  ['Carmel', 'כרמל'],
  ['Big Sun', 'שמש גדולה'],
  ['Lucky', 'מזל'],
];

export const ORIGINS = [
  ['Mexico', 'מקסיקו'],
  ['Peru', 'פרו'],
  ['Bolivia', 'בוליביה'],
  ['Brazil', 'ברזיל'],
  ['Trinidad and Tobago', 'טרינידד וטובגו'],
  ['Jamaica', "ג'מייקה"],
  ['India (Assam)', 'הודו (אסאם)'],
  ['Thailand', 'תאילנד'],
  ['Japan', 'יפן'],
  ['Spain', 'ספרד'],
  ['Hungary', 'הונגריה'],
  ['Italy', 'איטליה'],
  ['USA (New Mexico)', 'ארצות הברית (ניו מקסיקו)'],
  ['USA (South Carolina)', 'ארצות הברית (דרום קרוליינה)'],
  ['Israel', 'ישראל'],
  ['Turkey', 'טורקיה'],
  ['Syria', 'סוריה'],
  ['China', 'סין'],
  ['Korea', 'קוריאה'],
  ['Ethiopia', 'אתיופיה'],
  ['Portugal', 'פורטוגל'],
  ['France (Basque Country)', 'צרפת (חבל הבאסקים)'],
];

// Colours and shapes as the description words them, and the vocabulary codes stored (domain/src/appearance.ts).
const COLORS = [
  ['Red', 'red', null], ['Yellow', 'yellow', null], ['Green to red', 'red', 'green'], ['Orange', 'orange', null],
  ['Chocolate', 'chocolate', null], ['Yellow-green', 'yellow_green', null], ['Green', 'green', null], ['Purple', 'purple', null],
  ['Peach', 'peach', null], ['White', 'white', null], ['Dark red', 'red', null], ['Yellow to red', 'red', 'yellow'],
];
const SHAPES = [
  ['Elongated', 'elongated'], ['Conical', 'conical'], ['Wrinkled', 'wrinkled'], ['Bullet', 'bullet'], ['Scorpion-tail', 'scorpion_tail'],
  ['Round', 'round'], ['Lantern', 'lantern'], ['Bonnet', 'bonnet'], ["Bishop's crown", 'bishops_crown'], ['Bell', 'bell'],
  ['Blocky', 'bell'], ['Curved', 'elongated'],
];
const GROWING_TIMES = ['60-70 days', '65-75 days', '70-80 days', '75-80 days', '80-90 days', '80-100 days', '90-100 days', '90-110 days', '90-120 days', '95-110 days', '100-120 days', '120-150 days'];
const DIFFICULTIES = ['Easy', 'Medium', 'Hard'];

export const FLAVORS = [
  ['Fruity and floral', 'פירותי ופרחוני'],
  ['Smoky and earthy', 'מעושן ואדמתי'],
  ['Sweet and tangy', 'מתוק וחמצמץ'],
  ['Citrusy and bright', 'הדרי ורענן'],
  ['Grassy and crisp', 'עשבוני ופריך'],
  ['Nutty and rich', 'אגוזי ועשיר'],
  ['Tropical and sweet', 'טרופי ומתוק'],
  ['Sharp, clean heat', 'חריפות חדה ונקייה'],
];

/** Flavour sentences: 2 of 12 are smoky (English and Hebrew aligned). */
const MIDDLES = [
  ['The flesh is thick and juicy with a fruity, floral aroma.', 'הבשר עבה ועסיסי עם ארומה פירותית ופרחונית.'],
  ['Dried and ground it gives a deep, smoky powder for rubs and stews.', 'מיובש וטחון הוא נותן אבקה עמוקה בטעם מעושן לתיבול ולתבשילים.'],
  ['Its bright citrus notes suit fresh salsas and ceviche.', "הנימות ההדריות שלו מתאימות לסלסות טריות ולסביצ'ה."],
  ['Roasted over coals it turns sweet and smoky, perfect for sauces.', 'קלוי על גחלים הוא נעשה מתוק ומעושן, מושלם לרטבים.'],
  ['The thin walls dry quickly, making it a favourite for flakes.', 'הדפנות הדקות מתייבשות מהר, ולכן הוא אהוב להכנת פתיתים.'],
  ['A slow, building heat lingers long after the first bite.', 'חריפות איטית ומתפתחת שנשארת זמן רב אחרי הביס הראשון.'],
  ['Pickled whole it keeps its crunch for months.', 'כבוש בשלמותו הוא שומר על הפריכות שלו במשך חודשים.'],
  ['The heat hits the front of the tongue and fades quickly.', 'החריפות מורגשת בקדמת הלשון ונעלמת מהר.'],
  ['Growers prize it for hot sauces with a tropical, apricot-like flavour.', 'מגדלים מעריכים אותו לרטבים חריפים בטעם טרופי שמזכיר משמש.'],
  ['Its earthy, raisin-like sweetness deepens when the pods are dried.', 'המתיקות האדמתית והצימוקית מעמיקה כשהתרמילים מיובשים.'],
  ['Fresh pods are crisp and grassy; ripe ones are sweet.', 'תרמילים טריים פריכים ועשבוניים; הבשלים מתוקים.'],
  ['A favourite in chutneys, curries and fermented pastes.', "אהוב בצ'אטני, בקארי ובממרחים מותססים."],
];

/** Closing growing notes: 1 of 20 names the habanero. */
const ENDINGS = [
  ['Plants are compact and suit containers.', 'הצמחים קומפקטיים ומתאימים לעציצים.'],
  ['Needs a long, warm season and steady watering.', 'זקוק לעונה ארוכה וחמה ולהשקיה סדירה.'],
  ['Germination is slow: start seeds indoors early.', 'הנביטה איטית: כדאי לזרוע בבית מוקדם.'],
  ['Often compared with a habanero for its aroma.', 'מזכיר בניחוחו את ההבנרו.'],
  ['Very productive once the nights stay warm.', 'פורה מאוד כשהלילות נשארים חמים.'],
  ['Tall plants benefit from staking.', 'צמחים גבוהים נעזרים בתמיכה.'],
  ['Tolerates heat well but dislikes wet roots.', 'עמיד בחום אך אינו אוהב שורשים רטובים.'],
  ['Harvest green for a sharper taste or red for sweetness.', 'קוטפים ירוק לטעם חד יותר או אדום למתיקות.'],
  ['A reliable choice for beginners.', 'בחירה בטוחה למתחילים.'],
  ['Overwinters well indoors as a perennial.', 'שורד היטב את החורף בבית כצמח רב-שנתי.'],
  ['Seeds keep well for several seasons.', 'הזרעים נשמרים היטב לכמה עונות.'],
  ['Prefers full sun and rich, well-drained soil.', 'אוהב שמש מלאה ואדמה עשירה ומנוקזת.'],
  ['Pods ripen over a long period.', 'התרמילים מבשילים לאורך תקופה ארוכה.'],
  ['Popular with home growers in warm climates.', 'אהוב על מגדלים ביתיים באקלים חם.'],
  ['Cross-pollinates easily: isolate plants to keep seed pure.', 'מואבק בקלות בהאבקה זרה: כדאי לבודד צמחים לשמירת זרע טהור.'],
  ['Handle ripe pods with gloves.', 'יש לטפל בתרמילים בשלים עם כפפות.'],
  ['Aphids are the main pest; check leaves weekly.', 'כנימות הן המזיק העיקרי; כדאי לבדוק את העלים מדי שבוע.'],
  ['Mulch keeps the roots cool in summer.', 'חיפוי שומר על השורשים קרירים בקיץ.'],
  ['Grows well in greenhouses.', 'גדל היטב בחממות.'],
  ['Water less once the first pods colour.', 'מפחיתים השקיה כשהתרמילים הראשונים מתחילים להתלבש בצבע.'],
];

/** Five SHU values per heat level, as an admin would type them: [text, min, max or null]. */
const SHU_BY_HEAT = [
  [['0', 0, 0], ['100-500', 100, 500], ['0-1,000', 0, 1000], ['500-1,500', 500, 1500], ['1,000-2,500', 1000, 2500]],
  [['2,500-5,000', 2500, 5000], ['2,500-8,000', 2500, 8000], ['5,000-10,000', 5000, 10000], ['10,000-23,000', 10000, 23000], ['3,000-6,000', 3000, 6000]],
  [['30,000-50,000', 30000, 50000], ['25,000-40,000', 25000, 40000], ['50,000-100,000', 50000, 100000], ['40,000-58,000', 40000, 58000], ['15,000-30,000', 15000, 30000]],
  [['100,000-350,000', 100000, 350000], ['100,000-300,000', 100000, 300000], ['150,000-325,000', 150000, 325000], ['200,000-350,000', 200000, 350000], ['100000+', 100000, null]],
  [['350,000-580,000', 350000, 580000], ['400,000-600,000', 400000, 600000], ['500,000-800,000', 500000, 800000], ['577,000', 577000, 577000], ['350000+', 350000, null]],
  [['855,000-1,041,427', 855000, 1041427], ['1,000,000-1,463,700', 1000000, 1463700], ['1,200,000-2,000,000', 1200000, 2000000], ['1,500,000-2,200,000', 1500000, 2200000], ['1000000+', 1000000, null]],
];

const lit = (s) => (s === null ? 'NULL' : `'${String(s).replace(/'/g, "''")}'`);
const textArray = (values) => `ARRAY[${values.map(lit).join(', ')}]::text[]`;
const intArray = (values) => `ARRAY[${values.map((v) => (v === null ? 'NULL' : String(v))).join(', ')}]::int[]`;

/** The arrays every batch picks from, as one row. */
function arraysCte() {
  const shu = SHU_BY_HEAT.flat();
  return `a AS (SELECT
    ${textArray(VARIETIES.map((v) => v[0]))} AS v_name,
    ${textArray(VARIETIES.map((v) => v[1]))} AS v_heb,
    ${textArray(VARIETIES.map((v) => v[2]))} AS v_group,
    ${intArray(VARIETIES.map((v) => v[3]))} AS v_heat,
    ${textArray(PREFIXES.map((p) => p[0]))} AS p_en,
    ${textArray(PREFIXES.map((p) => p[1]))} AS p_he,
    ${textArray(ORIGINS.map((o) => o[0]))} AS o_en,
    ${textArray(ORIGINS.map((o) => o[1]))} AS o_he,
    ${textArray(COLORS.map((c) => c[0]))} AS colors,
    ${textArray(COLORS.map((c) => c[1]))} AS color_codes,
    ${textArray(COLORS.map((c) => c[2]))} AS unripe_codes,
    ${textArray(SHAPES.map((c) => c[0]))} AS shapes,
    ${textArray(SHAPES.map((c) => c[1]))} AS shape_codes,
    ${textArray(GROWING_TIMES)} AS growing,
    ${textArray(DIFFICULTIES)} AS difficulties,
    ${textArray(FLAVORS.map((f) => f[0]))} AS f_en,
    ${textArray(FLAVORS.map((f) => f[1]))} AS f_he,
    ${textArray(MIDDLES.map((m) => m[0]))} AS m_en,
    ${textArray(MIDDLES.map((m) => m[1]))} AS m_he,
    ${textArray(ENDINGS.map((e) => e[0]))} AS e_en,
    ${textArray(ENDINGS.map((e) => e[1]))} AS e_he,
    ${textArray(HEAT_LEVELS)} AS heat_levels,
    ${textArray(shu.map((s) => s[0]))} AS shu_text,
    ${intArray(shu.map((s) => s[1]))} AS shu_min,
    ${intArray(shu.map((s) => s[2]))} AS shu_max)`;
}

/** One INSERT of the rows numbered `from`..`to` (inclusive). */
export function insertBatchSql(from, to) {
  const pick = (array, hash) => `1 + (h.${hash} % cardinality(a.${array}))::int`;
  return `WITH ${arraysCte()}
INSERT INTO peppers (name, heb_name, "group", shu, shu_min, shu_max, shu_sort, description, heb_description,
  origin, heb_origin, flavor, heb_flavor, heat_level, growing_time, difficulty, color, unripe_color, shape,
  is_active, is_featured, img, views, likes, last_updated, created_at, slug)
SELECT
  a.p_en[ix.pi] || ' ' || a.v_name[ix.vi] || ' ' || g,
  a.v_heb[ix.vi] || ' ' || a.p_he[ix.pi] || ' ' || g,
  a.v_group[ix.vi],
  a.shu_text[sx.si], a.shu_min[sx.si], a.shu_max[sx.si],
  CASE WHEN a.shu_max[sx.si] IS NULL THEN a.shu_min[sx.si] ELSE (a.shu_min[sx.si] + a.shu_max[sx.si]) / 2.0 END::double precision,
  format('A %s selection of %s from %s, with %s, %s pods. %s %s', lower(a.p_en[ix.pi]), a.v_name[ix.vi], a.o_en[ix.oi],
    lower(a.colors[ix.ci]), lower(a.shapes[ix.shi]), a.m_en[ix.mi], a.e_en[ix.ei]),
  format('זן %s של %s מ%s. %s %s', a.p_he[ix.pi], a.v_heb[ix.vi], a.o_he[ix.oi], a.m_he[ix.mi], a.e_he[ix.ei]),
  a.o_en[ix.oi], a.o_he[ix.oi],
  a.f_en[ix.fi], a.f_he[ix.fi],
  a.heat_levels[hl.heat + 1],
  a.growing[ix.gi],
  a.difficulties[ix.di],
  a.color_codes[ix.ci], a.unripe_codes[ix.ci], a.shape_codes[ix.shi],
  (h.h12 / 13) % 100 >= 3,
  (h.h10 / 11) % 100 < 2,
  NULL,
  ((h.h6 / 7) % 1000) * ((h.h6 / 7) % 1000) / 50,
  ((h.h6 / 7) % 1000) * ((h.h6 / 7) % 1000) / 50 * (h.h7 % 12) / 100,
  now() - make_interval(days => (((h.h2 / 17) % 1800) * ((h.h3 / 19) % 100) / 100)::int),
  now() - make_interval(days => ((h.h2 / 17) % 1800)::int, secs => ((h.h3 / 23) % 86400)::int),
  'bench-' || g
FROM a
CROSS JOIN generate_series(${Number(from)}, ${Number(to)}) AS g
CROSS JOIN LATERAL (SELECT
  abs(hashint8(g::bigint * 16 + 1)::bigint) AS h1, abs(hashint8(g::bigint * 16 + 2)::bigint) AS h2,
  abs(hashint8(g::bigint * 16 + 3)::bigint) AS h3, abs(hashint8(g::bigint * 16 + 4)::bigint) AS h4,
  abs(hashint8(g::bigint * 16 + 5)::bigint) AS h5, abs(hashint8(g::bigint * 16 + 6)::bigint) AS h6,
  abs(hashint8(g::bigint * 16 + 7)::bigint) AS h7, abs(hashint8(g::bigint * 16 + 8)::bigint) AS h8,
  abs(hashint8(g::bigint * 16 + 9)::bigint) AS h9, abs(hashint8(g::bigint * 16 + 10)::bigint) AS h10,
  abs(hashint8(g::bigint * 16 + 11)::bigint) AS h11, abs(hashint8(g::bigint * 16 + 12)::bigint) AS h12) AS h
CROSS JOIN LATERAL (SELECT
  ${pick('v_name', 'h1')} AS vi, ${pick('p_en', 'h2')} AS pi, ${pick('o_en', 'h3')} AS oi,
  ${pick('colors', 'h11')} AS ci, ${pick('shapes', 'h12')} AS shi, ${pick('growing', 'h5')} AS gi,
  ${pick('difficulties', 'h9')} AS di, ${pick('f_en', 'h10')} AS fi,
  ${pick('m_en', 'h4')} AS mi, ${pick('e_en', 'h7')} AS ei) AS ix
CROSS JOIN LATERAL (SELECT greatest(0, least(5, a.v_heat[ix.vi]
  + CASE h.h8 % 10 WHEN 0 THEN -1 WHEN 1 THEN 1 ELSE 0 END)) AS heat) AS hl
CROSS JOIN LATERAL (SELECT hl.heat * 5 + 1 + ((h.h5 / 13) % 5)::int AS si) AS sx`;
}
