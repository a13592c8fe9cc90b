// Synthetic forum for bench/forum.mjs: users, topics and comments generated in SQL
// (INSERT ... SELECT generate_series), deterministic (hashint8 of the row number, no random(); ids
// are md5 of the row number shaped as version-4 UUIDs), so every run and both databases get the
// same forum. Plain literals only: the same SQL runs through `pg` and in-process PGlite.
//
// Shape (of --topics T and --comments C):
//   - USERS authors; user 1 an admin, 2-4 moderators; a few prolific posters (quadratic skew).
//   - Comments per topic skewed: 0.1% "hot" topics get thousands, 2% "busy" ones about 200, the rest
//     0-6 (weights scaled so the total is exactly C). topics.comments_count is that exact number.
//   - About 1/4 of comments are replies (one level: parent_id is an earlier top-level comment of the
//     same topic); comment times grow with their position, so replies follow their parent.
//   - create_date over two years; ~0.05% pinned, ~0.2% locked; 35% of the text in Hebrew.
//   - 'habanero' appears in about 8% of topics (2 of 24 varieties, in title and body).

export const USERS = 300;
export const CATEGORIES = ['general', 'growing', 'identification', 'recipe', 'tips', 'diseases'];
/** 1-based indexes into CATEGORIES, weighted: general 30%, growing 25%, tips 15%, the rest 10% each. */
/** Search words of the generated text, for the varied forum search (bench/forum.mjs --varied). */
export function forumWords() {
  const words = (index) =>
    [...new Set([...VARIETIES, ...SUBJECTS, ...DETAILS, ...COMMENTS].flatMap((pair) => pair[index].toLowerCase().split(/[^\p{L}\d'׳]+/u)))].filter(
      (w) => w.length >= 4,
    );
  return { en: words(0), he: words(1) };
}

const CATEGORY_SLOTS = [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 4, 4, 5, 5, 5, 6, 6];

/** [English, Hebrew] */
const VARIETIES = [
  ['Habanero', 'הבנרו'],
  ['Chocolate Habanero', 'הבנרו שוקולד'],
  ['Scotch Bonnet', 'סקוטש בונט'],
  ['Carolina Reaper', 'קרולינה ריפר'],
  ['Bhut Jolokia', "בהוט ג'ולוקיה"],
  ['Trinidad Scorpion', 'עקרב טרינידד'],
  ['Jalapeño', 'חלפיניו'],
  ['Serrano', 'סראנו'],
  ['Cayenne', 'קאיין'],
  ['Poblano', 'פובלאנו'],
  ['Thai Chili', "צ'ילי תאילנדי"],
  ['Shishito', 'שישיטו'],
  ['Padrón', 'פדרון'],
  ['Aleppo', 'חלבי'],
  ['Tabasco', 'טבסקו'],
  ['Piri Piri', 'פירי פירי'],
  ['Ají Amarillo', 'אחי אמרילו'],
  ['Lemon Drop', 'טיפת לימון'],
  ["Bishop's Crown", 'כתר הבישוף'],
  ['Rocoto', 'רוקוטו'],
  ['Fatalii', 'פטאלי'],
  ['7 Pot', 'שבעה סירים'],
  ['Datil', 'דטיל'],
  ['Espelette', 'אספלט'],
];

/** Title templates, three per category in CATEGORIES order; %s is the variety. */
const TITLES_EN = [
  ['Hello from a new %s grower', 'What do you do with a glut of %s?', 'Show us your %s plants this season'],
  ['How long does %s take to germinate?', 'Growing %s on a balcony: worth it?', 'Overwintering %s indoors, step by step'],
  ['Is this a %s or a cross?', 'Help me identify this pepper (%s?)', 'Mislabelled seeds: %s or something else?'],
  ['Fermented %s hot sauce, my recipe', 'Smoked %s salsa', 'Quick pickled %s rings'],
  ['Five lessons from my %s harvest', 'Watering schedule for %s in a heatwave', 'Pruning %s for a bigger crop'],
  ['Yellow leaves on my %s', 'Aphids all over the %s seedlings', 'Blossom end rot on %s: what am I doing wrong?'],
];
const TITLES_HE = [
  ['שלום מגדל %s חדש', 'מה עושים עם עודף של %s?', 'הראו לנו את צמחי ה%s שלכם העונה'],
  ['כמה זמן לוקח ל%s לנבוט?', 'גידול %s במרפסת: שווה את זה?', 'איך להעביר חורף ל%s בתוך הבית'],
  ['האם זה %s או הכלאה?', 'עזרה בזיהוי פלפל (%s?)', 'זרעים עם תווית שגויה: %s או משהו אחר?'],
  ['רוטב חריף מותסס מ%s, המתכון שלי', 'סלסה מעושנת עם %s', 'טבעות %s כבושות מהירות'],
  ['חמישה לקחים מהקטיף של ה%s', 'לוח השקיה ל%s בשרב', 'גיזום %s ליבול גדול יותר'],
  ['עלים צהובים ב%s שלי', 'כנימות על כל שתילי ה%s', 'ריקבון קצה הפרי ב%s: מה אני עושה לא נכון?'],
];

const SUBJECTS = [
  ['Germination', 'נביטה'],
  ['Seedlings', 'שתילים'],
  ['Harvest', 'קטיף'],
  ['Hot sauce', 'רוטב חריף'],
  ['Pests', 'מזיקים'],
  ['Watering', 'השקיה'],
  ['Soil and feeding', 'אדמה ודישון'],
  ['Containers', 'עציצים'],
  ['Overwintering', 'חורף'],
  ['Fermentation', 'תסיסה'],
  ['Identification', 'זיהוי'],
  ['Pruning', 'גיזום'],
];

/** First paragraph: names the variety (%s). */
const INTROS = [
  ['I am growing %s for the first time this year and would love some advice.', 'אני מגדל %s בפעם הראשונה השנה ואשמח לעצות.'],
  ['My %s plants are about eight weeks old now.', 'צמחי ה%s שלי בני שמונה שבועות בערך.'],
  ['Last season the %s did really well on the south balcony.', 'בעונה שעברה ה%s הצליח מאוד במרפסת הדרומית.'],
  ['A friend gave me seeds labelled %s.', 'חבר נתן לי זרעים עם תווית %s.'],
  ['We harvested almost two kilos of %s this week.', 'קטפנו השבוע כמעט שני קילו %s.'],
  ['Sharing what worked for me with %s after three seasons.', 'משתף מה עבד לי עם %s אחרי שלוש עונות.'],
];
const DETAILS = [
  ['They are in 20 litre pots with a peat-free mix and slow-release feed.', 'הם בעציצים של 20 ליטר עם תערובת בלי כבול ודשן בשחרור איטי.'],
  ['The nights are still cool, around 12°C, and growth has slowed.', 'הלילות עדיין קרירים, בערך 12 מעלות, והצמיחה האטה.'],
  ['Some of the lower leaves have turned pale with dark veins.', 'חלק מהעלים התחתונים החווירו עם עורקים כהים.'],
  ['I water every second morning and let the top few centimetres dry out.', 'אני משקה כל בוקר שני ונותן לסנטימטרים העליונים להתייבש.'],
  ['The pods are smaller than the photos on the seed packet.', 'התרמילים קטנים יותר מהתמונות על שקית הזרעים.'],
  ['I ferment with 3% brine for three weeks, then blend with vinegar.', 'אני מתסיס במי מלח 3% במשך שלושה שבועות ואז טוחן עם חומץ.'],
  ['There are tiny green insects under the leaves and some sticky residue.', 'יש חרקים ירוקים קטנים מתחת לעלים ושאריות דביקות.'],
  ['The plant flowers a lot but most flowers drop before setting fruit.', 'הצמח פורח הרבה אבל רוב הפרחים נושרים לפני החנטה.'],
  ['The heat is milder than I expected, but the aroma is fantastic.', 'החריפות עדינה ממה שציפיתי, אבל הארומה מדהימה.'],
  ['I moved them into the greenhouse in October.', 'העברתי אותם לחממה באוקטובר.'],
];
const QUESTIONS = [
  ['Should I feed more nitrogen or is this normal?', 'להוסיף חנקן או שזה תקין?'],
  ['Any tips for getting a bigger harvest?', 'יש טיפים ליבול גדול יותר?'],
  ['Has anyone seen this before?', 'מישהו נתקל בזה בעבר?'],
  ['Photos in the next post. Thanks in advance!', 'תמונות בהודעה הבאה. תודה מראש!'],
  ['What would you change next season?', 'מה הייתם משנים בעונה הבאה?'],
  ['Happy to send seeds to anyone nearby.', 'אשמח לשלוח זרעים למי שגר קרוב.'],
];

const COMMENTS = [
  ['Great question, I had the same problem last year.', 'שאלה מצוינת, הייתה לי אותה בעיה בשנה שעברה.'],
  ['Looks like a magnesium deficiency to me: try a little Epsom salt.', 'נראה לי כמו חוסר במגנזיום: נסה קצת מלח אנגלי.'],
  ['Mine took almost three weeks to germinate on a heat mat.', 'אצלי לקח כמעט שלושה שבועות לנבוט על משטח חימום.'],
  ['Beautiful pods! How hot are they compared with a regular habanero?', 'תרמילים יפים! כמה הם חריפים לעומת הבנרו רגיל?'],
  ['Spray with soapy water every few days and the aphids will go.', 'ריסוס במים עם סבון כל כמה ימים ייפטר מהכנימות.'],
  ['Do not overwater: the roots hate sitting in wet soil.', 'לא להשקות יותר מדי: השורשים לא אוהבים אדמה רטובה.'],
  ['I add a carrot and garlic to the ferment, it balances the heat.', 'אני מוסיף גזר ושום לתסיסה, זה מאזן את החריפות.'],
  ['That is definitely a cross, the shape is all wrong.', 'זו בהחלט הכלאה, הצורה לא מתאימה בכלל.'],
  ['Calcium and even watering usually fix blossom end rot.', 'סידן והשקיה סדירה בדרך כלל פותרים ריקבון קצה הפרי.'],
  ['Pinch the first flowers and the plant will get bushier.', 'הסירו את הפרחים הראשונים והצמח יתעבה.'],
  ['Thanks for sharing, saving this for next season.', 'תודה ששיתפת, שומר את זה לעונה הבאה.'],
  ['Same here in the Negev: shade cloth helped a lot.', 'אותו דבר אצלי בנגב: רשת צל עזרה מאוד.'],
  ['Try a bigger pot, they were probably root bound.', 'נסה עציץ גדול יותר, כנראה השורשים נחנקו.'],
  ['Mine ripened much faster once the nights warmed up.', 'אצלי הבשילו הרבה יותר מהר כשהלילות התחממו.'],
  ['Smoke them over apple wood, you will not regret it.', 'תעשנו אותם על עץ תפוח, לא תתחרטו.'],
  ['Could you post a photo of the underside of the leaves?', 'אפשר תמונה של הצד התחתון של העלים?'],
];
const REPLY_OPENERS = [
  ['Thanks!', 'תודה!'],
  ['Agreed.', 'מסכים.'],
  ['Same here:', 'גם אצלי:'],
  ['Good point.', 'נקודה טובה.'],
  ['Interesting,', 'מעניין,'],
  ['Not in my experience:', 'לא לפי הניסיון שלי:'],
];

const FIRST_NAMES = [
  ['Dana', 'דנה'], ['Yossi', 'יוסי'], ['Noa', 'נועה'], ['Avi', 'אבי'], ['Maria', 'מריה'], ['John', "ג'ון"],
  ['Tamar', 'תמר'], ['Omer', 'עומר'], ['Lior', 'ליאור'], ['Sarah', 'שרה'], ['Carlos', 'קרלוס'], ['Mei', 'מיי'],
  ['Roni', 'רוני'], ['Eitan', 'איתן'], ['Hila', 'הילה'], ['Priya', 'פריה'],
];
const LAST_NAMES = [
  ['Cohen', 'כהן'], ['Levi', 'לוי'], ['Mizrahi', 'מזרחי'], ['Peretz', 'פרץ'], ['Garcia', 'גרסיה'], ['Smith', "סמית'"],
  ['Biton', 'ביטון'], ['Friedman', 'פרידמן'], ['Azoulay', 'אזולאי'], ['Tanaka', 'טנקה'], ['Rossi', 'רוסי'], ['Katz', 'כץ'],
];
const HANDLES = ['chili', 'pepper', 'salsa', 'reaper', 'jalapeno', 'garden', 'seedling', 'smoky', 'fire', 'capsicum', 'grower', 'balcony'];

const lit = (s) => `'${String(s).replace(/'/g, "''")}'`;
const textArray = (values) => `ARRAY[${values.map(lit).join(', ')}]::text[]`;
const intArray = (values) => `ARRAY[${values.join(', ')}]::int[]`;
const en = (pairs) => pairs.map((p) => p[0]);
const he = (pairs) => pairs.map((p) => p[1]);

/** A hash of `expr` (non-negative, below 2^31): salt k gives independent values per row. */
const H = (expr, k) => `abs(hashint8((${expr})::bigint * 16 + ${k})::bigint)`;
/** A fraction in [0, 1) from a hash. */
const U = (expr, k) => `((${H(expr, k)} % 1000000) / 1000000.0)`;
/** 1-based pick from array column `array` of CTE `a`. */
const pick = (array, hash) => `a.${array}[1 + ((${hash}) % cardinality(a.${array}))::int]`;
/** An author, skewed quadratically towards the low user numbers (a few prolific posters). */
const author = (expr, k) => uid('user', `(1 + floor(${USERS} * ${U(expr, k)} * ${U(expr, k)}))::int`);

/**
 * A deterministic id shaped like gen_random_uuid()'s (version 4, RFC variant): the server checks
 * ids with class-validator's isUUID, which refuses arbitrary hex.
 */
const uid = (prefix, expr) => `overlay(overlay(md5('bench-${prefix}-' || (${expr})) placing '4' from 13) placing 'a' from 17)::uuid`;

const ts = (date) => `${lit(date.toISOString())}::timestamptz`;

/** The arrays every statement picks from, as one row. */
function arraysCte() {
  return `a AS (SELECT
    ${textArray(en(VARIETIES))} AS v_en, ${textArray(he(VARIETIES))} AS v_he,
    ${textArray(CATEGORIES)} AS categories, ${intArray(CATEGORY_SLOTS)} AS category_slots,
    ${textArray(TITLES_EN.flat())} AS t_en, ${textArray(TITLES_HE.flat())} AS t_he,
    ${textArray(en(SUBJECTS))} AS s_en, ${textArray(he(SUBJECTS))} AS s_he,
    ${textArray(en(INTROS))} AS i_en, ${textArray(he(INTROS))} AS i_he,
    ${textArray(en(DETAILS))} AS d_en, ${textArray(he(DETAILS))} AS d_he,
    ${textArray(en(QUESTIONS))} AS q_en, ${textArray(he(QUESTIONS))} AS q_he,
    ${textArray(en(COMMENTS))} AS c_en, ${textArray(he(COMMENTS))} AS c_he,
    ${textArray(en(REPLY_OPENERS))} AS r_en, ${textArray(he(REPLY_OPENERS))} AS r_he,
    ${textArray(en(FIRST_NAMES))} AS f_en, ${textArray(he(FIRST_NAMES))} AS f_he,
    ${textArray(en(LAST_NAMES))} AS l_en, ${textArray(he(LAST_NAMES))} AS l_he,
    ${textArray(HANDLES)} AS handles)`;
}

/** USERS members, joined before the oldest topic; they never sign in (the hash is not a hash). */
export function insertUsersSql(now) {
  return `WITH ${arraysCte()}
INSERT INTO users (id, first_name, last_name, username, email, password_hash, role, is_active, bio, join_date, posts_count, updated_at)
SELECT ${uid('user', 'u')},
  CASE WHEN ${H('u', 1)} % 3 = 0 THEN ${pick('f_he', H('u', 2))} ELSE ${pick('f_en', H('u', 2))} END,
  CASE WHEN ${H('u', 1)} % 3 = 0 THEN ${pick('l_he', H('u', 3))} ELSE ${pick('l_en', H('u', 3))} END,
  ${pick('handles', H('u', 4))} || '_' || u,
  'bench-user-' || u || '@example.test',
  'bench: never signs in',
  CASE WHEN u = 1 THEN 'admin' WHEN u <= 4 THEN 'moderator' ELSE 'user' END,
  true,
  CASE WHEN ${H('u', 5)} % 4 = 0 THEN 'Growing peppers since ' || (2010 + ${H('u', 6)} % 14) || '.' END,
  ${ts(now)} - make_interval(days => (740 + ${H('u', 7)} % 400)::int),
  0,
  ${ts(now)}
FROM a CROSS JOIN generate_series(1, ${USERS}) AS u`;
}

/**
 * The temp table `bench_forum_plan` (n, first_c, k, create_date): comments first_c+1 .. first_c+k
 * belong to topic n. Weights per topic are scaled so the k add up to exactly `comments`.
 */
export function createPlanSql(topics, comments, now) {
  return `CREATE TEMP TABLE bench_forum_plan AS
WITH w AS (
  SELECT n,
    CASE WHEN ${H('n', 1)} % 1000 = 0 THEN 1500 + ${H('n', 2)} % 3500
         WHEN ${H('n', 1)} % 1000 < 21 THEN 80 + ${H('n', 2)} % 240
         ELSE ${H('n', 2)} % 7 END::bigint AS w
  FROM generate_series(1, ${Number(topics)}) AS n
), cum AS (
  -- numeric sums: exact, and floor() keeps the boundaries consistent between neighbours
  SELECT n, w, sum(w) OVER (ORDER BY n) AS cw, greatest(sum(w) OVER (), 1) AS tw FROM w
)
SELECT n,
  floor(${Number(comments)} * (cw - w) / tw)::bigint AS first_c,
  (floor(${Number(comments)} * cw / tw) - floor(${Number(comments)} * (cw - w) / tw))::int AS k,
  ${ts(now)} - make_interval(secs => (CASE WHEN w >= 80 THEN 20 * 86400 + ${H('n', 3)} % (710 * 86400)
    ELSE ${H('n', 3)} % (730 * 86400) END)::double precision) AS create_date
FROM cum`;
}

/** Topics n = from..to (needs bench_forum_plan). */
export function insertTopicsSql(from, to) {
  return `WITH ${arraysCte()}
INSERT INTO topics (id, title, subject, description, category, author_id, pinned, locked, views, comments_count, likes, create_date, updated_at)
SELECT ${uid('topic', 'p.n')},
  CASE WHEN x.heb THEN format(a.t_he[x.ci * 3 + x.ti], a.v_he[x.vi]) ELSE format(a.t_en[x.ci * 3 + x.ti], a.v_en[x.vi]) END,
  CASE WHEN x.heb THEN ${pick('s_he', H('p.n', 4))} || ' – ' || a.v_he[x.vi] ELSE ${pick('s_en', H('p.n', 4))} || ' – ' || a.v_en[x.vi] END,
  (CASE WHEN x.heb
    THEN ARRAY[format(${pick('i_he', H('p.n', 5))}, a.v_he[x.vi]), ${pick('d_he', H('p.n', 6))}, ${pick('d_he', H('p.n', 7))}, ${pick('q_he', H('p.n', 8))}]
    ELSE ARRAY[format(${pick('i_en', H('p.n', 5))}, a.v_en[x.vi]), ${pick('d_en', H('p.n', 6))}, ${pick('d_en', H('p.n', 7))}, ${pick('q_en', H('p.n', 8))}]
  END)[1:1 + ${H('p.n', 9)} % 4],
  a.categories[x.ci + 1],
  ${author('p.n', 10)},
  ${H('p.n', 11)} % 2000 = 0,
  ${H('p.n', 12)} % 500 = 0,
  (p.k * (3 + ${H('p.n', 13)} % 20) + ${H('p.n', 14)} % 400)::int,
  p.k,
  ((p.k * (3 + ${H('p.n', 13)} % 20) + ${H('p.n', 14)} % 400) / (15 + ${H('p.n', 15)} % 40))::int,
  p.create_date,
  p.create_date
FROM a CROSS JOIN bench_forum_plan p
CROSS JOIN LATERAL (SELECT
  ${H('p.n', 16)} % 100 < 35 AS heb,
  a.category_slots[1 + (${H('p.n', 17)} % cardinality(a.category_slots))::int] - 1 AS ci,
  1 + (${H('p.n', 18)} % 3)::int AS ti,
  1 + (${H('p.n', 19)} % cardinality(a.v_en))::int AS vi) AS x
WHERE p.n BETWEEN ${Number(from)} AND ${Number(to)}`;
}

/** Comments numbered from..to (needs bench_forum_plan and the topics). */
export function insertCommentsSql(from, to, now) {
  // Comment c is the j-th of its topic; it is a reply with probability 1/4 (never the first). Its
  // parent: the first top-level one of three earlier candidates (within 12, within 30, anywhere
  // before), else the topic's first comment (1 time in 64).
  const isReply = (c, j) => `(${j} > 1 AND ${H(c, 1)} % 4 = 0)`;
  return `WITH ${arraysCte()}
INSERT INTO comments (id, topic_id, author_id, parent_id, text, likes, created_at, updated_at)
SELECT ${uid('comment', 'g.c')},
  ${uid('topic', 'p.n')},
  ${author('g.c', 4)},
  CASE WHEN r.reply THEN ${uid('comment', `p.first_c + CASE WHEN NOT ${isReply('p.first_c + r.cand1', 'r.cand1')} THEN r.cand1
    WHEN NOT ${isReply('p.first_c + r.cand2', 'r.cand2')} THEN r.cand2 WHEN NOT ${isReply('p.first_c + r.cand3', 'r.cand3')} THEN r.cand3 ELSE 1 END`)} END,
  CASE WHEN r.heb
    THEN CASE WHEN r.reply THEN ${pick('r_he', H('g.c', 5))} || ' ' ELSE '' END || ${pick('c_he', H('g.c', 6))}
      || CASE WHEN ${H('g.c', 7)} % 3 = 0 THEN ' ' || ${pick('c_he', H('g.c', 8))} ELSE '' END
    ELSE CASE WHEN r.reply THEN ${pick('r_en', H('g.c', 5))} || ' ' ELSE '' END || ${pick('c_en', H('g.c', 6))}
      || CASE WHEN ${H('g.c', 7)} % 3 = 0 THEN ' ' || ${pick('c_en', H('g.c', 8))} ELSE '' END
  END,
  floor(power(${U('g.c', 9)}, 4) * 40)::int,
  r.at, r.at
FROM a CROSS JOIN bench_forum_plan p
CROSS JOIN LATERAL generate_series(greatest(p.first_c + 1, ${Number(from)}), least(p.first_c + p.k, ${Number(to)})) AS g(c)
CROSS JOIN LATERAL (SELECT
  ${isReply('g.c', 'g.c - p.first_c')} AS reply,
  (g.c - p.first_c) - 1 - (${H('g.c', 2)} % greatest(least(g.c - p.first_c - 1, 12), 1)) AS cand1,
  (g.c - p.first_c) - 1 - (${H('g.c', 11)} % greatest(least(g.c - p.first_c - 1, 30), 1)) AS cand2,
  (g.c - p.first_c) - 1 - (${H('g.c', 12)} % greatest(g.c - p.first_c - 1, 1)) AS cand3,
  ${H('g.c', 3)} % 100 < 35 AS heb,
  p.create_date + (${ts(now)} - p.create_date) * (0.97 * ((g.c - p.first_c - 1) + ${U('g.c', 10)}) / p.k)::double precision AS at) AS r
WHERE p.first_c < ${Number(to)} AND p.first_c + p.k >= ${Number(from)}`;
}

/** posts_count: topics and comments written. */
export const UPDATE_POSTS_COUNT_SQL = `UPDATE users u SET posts_count = s.n
FROM (SELECT author_id, count(*)::int AS n FROM (SELECT author_id FROM topics UNION ALL SELECT author_id FROM comments) x GROUP BY author_id) s
WHERE s.author_id = u.id`;

/** Rows that break the forum's invariants: must all be 0. */
export const CHECK_SQL = `SELECT
  (SELECT count(*)::int FROM topics t LEFT JOIN (SELECT topic_id, count(*) AS n FROM comments GROUP BY topic_id) c ON c.topic_id = t.id
    WHERE t.comments_count <> coalesce(c.n, 0)) AS wrong_counts,
  (SELECT count(*)::int FROM comments c JOIN comments p ON p.id = c.parent_id
    WHERE p.parent_id IS NOT NULL OR p.topic_id <> c.topic_id OR p.created_at > c.created_at) AS bad_replies,
  (SELECT count(*)::int FROM users u WHERE u.posts_count <> (SELECT count(*) FROM topics t WHERE t.author_id = u.id)
    + (SELECT count(*) FROM comments c WHERE c.author_id = u.id)) AS wrong_posts`;

/** What was loaded. */
export const SUMMARY_SQL = `SELECT
  (SELECT count(*)::int FROM users) AS users,
  (SELECT count(*)::int FROM topics) AS topics,
  (SELECT count(*)::int FROM topics WHERE pinned) AS pinned,
  (SELECT count(*)::int FROM topics WHERE locked) AS locked,
  (SELECT count(*)::int FROM comments) AS comments,
  (SELECT count(*)::int FROM comments WHERE parent_id IS NOT NULL) AS replies,
  (SELECT max(comments_count)::int FROM topics) AS max_comments,
  (SELECT count(*)::int FROM topics WHERE comments_count >= 1000) AS topics_1000,
  (SELECT count(*)::int FROM topics WHERE comments_count = 0) AS topics_0,
  (SELECT count(*)::int FROM topics WHERE category = 'diseases') AS diseases,
  (SELECT min(create_date) FROM topics) AS oldest,
  (SELECT max(posts_count)::int FROM users) AS max_posts,
  (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY posts_count)::int FROM users) AS median_posts`;

/** The topic (not pinned) whose comment count is nearest `target`, with its top-level count. */
export function topicNearSql(target) {
  return `SELECT t.id, t.comments_count AS comments,
  (SELECT count(*)::int FROM comments c WHERE c.topic_id = t.id AND c.parent_id IS NULL) AS top_level
FROM topics t WHERE NOT t.pinned ORDER BY abs(t.comments_count - ${Number(target)}), t.id LIMIT 1`;
}
