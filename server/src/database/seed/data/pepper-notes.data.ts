/**
 * Culinary uses and a growing note for each seeded pepper, in English and Hebrew (issue 33), keyed by the pepper's
 * English name in peppers.data.ts.
 */
import type { PepperNotesSeed } from './types.js';
import { PEPPER_NOTES_AMERICAS } from './peppers-americas.data.js';
import { PEPPER_NOTES_ANDES_AFRICA_ASIA } from './peppers-andes-africa-asia.data.js';
import { PEPPER_NOTES_OLD_WORLD } from './peppers-old-world.data.js';

const CLASSICS: Record<string, PepperNotesSeed> = {
  "Bell Pepper": {
    uses: "Eaten raw in salads and crudités, stuffed and baked, roasted, grilled or stir-fried; a staple of fajitas, ratatouille and countless everyday dishes.",
    hebUses: "נאכל טרי בסלטים ובמגשי ירקות, ממולא ואפוי, קלוי על האש או מוקפץ; מרכיב יסודי בפאהיטס, ברטטוי ובאינספור מנות יומיומיות.",
    growingNote: "An easy, heat-loving plant: start seeds indoors 8-10 weeks before the last frost, transplant into warm soil and water evenly, since the large fruit need time on the plant to turn red, yellow or orange.",
    hebGrowingNote: "צמח קל לגידול שאוהב חום: זורעים בתוך הבית 8-10 שבועות לפני תום הקרות, שותלים באדמה חמה ומשקים בקביעות, כי הפירות הגדולים זקוקים לזמן על הצמח כדי להאדים, להצהיב או להפוך לכתומים.",
  },
  "Pimiento": {
    uses: "Roasted and peeled for salads, tapas and sandwiches, diced as the red stuffing of green olives, and blended into Southern pimento cheese; also sold in jars and cans as strips.",
    hebUses: "קולים ומקלפים אותו לסלטים, לטאפאס ולכריכים, קוצצים אותו למילוי זיתים ירוקים ומערבבים אותו לממרח פימנטו צ'יז; נמכר גם ברצועות בצנצנות ובשימורים.",
    growingNote: "Grows like a bell pepper, but the thick-walled fruit need a long, warm season to ripen fully red and sweet; give rich soil, even moisture and support for heavily laden branches.",
    hebGrowingNote: "מגדלים אותו כמו גמבה, אך הפירות עבי הדפנות זקוקים לעונה ארוכה וחמה כדי להאדים ולהתמתק לגמרי; כדאי לספק אדמה עשירה, השקיה סדירה ותמיכה לענפים העמוסים בפרי.",
  },
  "Banana Pepper": {
    uses: "Best known sliced into rings and pickled for sandwiches, subs, salads and pizza; also stuffed, fried or added fresh to salads and salsas for a mild, tangy crunch.",
    hebUses: "מוכר בעיקר כטבעות כבושות בכריכים, בסלטים ועל פיצה; אפשר גם למלא אותו, לטגן או להוסיף טרי לסלטים ולסלסות לפריכות חמצמצה ועדינה.",
    growingNote: "Compact, early and very productive, a good pepper for beginners and containers; pick pods yellow for pickling and keep harvesting to encourage more fruit.",
    hebGrowingNote: "צמח קומפקטי, מקדים ופורה מאוד שמתאים למתחילים ולעציצים; קוטפים את התרמילים בשלב הצהוב לכבישה, וקטיף סדיר מעודד הנבה נוספת.",
  },
  "Padrón": {
    uses: "Fried whole in olive oil until blistered and sprinkled with coarse salt as the classic Galician tapa, pimientos de Padrón; also good charred on the grill.",
    hebUses: "מטגנים אותו שלם בשמן זית עד שהקליפה מתנפחת ומשחימה ומפזרים מלח גס, וזו הטאפה הגליסיאנית הקלאסית; טעים גם צלוי על הגריל.",
    growingNote: "Easy and productive; harvest pods small and green for the mild tapa, since fruit left to grow larger become hotter. Regular picking keeps the plant bearing.",
    hebGrowingNote: "קל לגידול ופורה; קוטפים את התרמילים כשהם קטנים וירוקים כדי לקבל טאפה עדינה, כי פרי שנשאר לגדול נעשה חריף יותר. קטיף סדיר שומר על הנבה רציפה.",
  },
  "Poblano (Ancho)": {
    uses: "Roasted and peeled green for chiles rellenos, chiles en nogada and rajas con crema; ripened red and dried it becomes ancho, soaked and blended into moles, enchilada sauces and adobos.",
    hebUses: "את הפובלאנו הירוק קולים ומקלפים לפלפלים ממולאים (צ'ילס ריינוס), לצ'ילס אן נוגדה ולרצועות בשמנת; כשהוא מבשיל לאדום ומיובש הוא הופך לאנצ'ו, שמושרה ונטחן לרטבי מולה, אנצ'ילדה ואדובו.",
    growingNote: "Easy to grow, but the large, heavy pods can bend branches, so staking helps; pick green for roasting or leave on the plant to turn red for drying into ancho.",
    hebGrowingNote: "קל לגידול, אך התרמילים הגדולים והכבדים עלולים לכופף ענפים ולכן כדאי לתמוך בצמח; קוטפים ירוק לקלייה או משאירים על הצמח עד שיאדים לייבוש כאנצ'ו.",
  },
  "Anaheim": {
    uses: "Roasted green and peeled for chiles rellenos, salsa verde, enchiladas and canned green chiles; red pods are dried in ristras and ground into mild chile powder.",
    hebUses: "קולים ומקלפים אותו ירוק לפלפלים ממולאים, לסלסה ורדה, לאנצ'ילדות ולצ'ילי ירוק משומר; התרמילים האדומים מיובשים בקליעות (ריסטרות) ונטחנים לאבקת צ'ילי עדינה.",
    growingNote: "An easy, productive New Mexico type that likes full sun and heat; pick green when full-sized for roasting, or leave pods to redden and dry them on strings.",
    hebGrowingNote: "זן קל ופורה מטיפוס ניו מקסיקו שאוהב שמש מלאה וחום; קוטפים ירוק כשהתרמיל הגיע לגודלו המלא לקלייה, או משאירים להאדים ומייבשים על חוט.",
  },
  "Shishito": {
    uses: "Blistered whole in a hot pan or on the grill and finished with salt, soy sauce or bonito flakes; also skewered as yakitori, fried in tempura or added to stir-fries.",
    hebUses: "צורבים אותו שלם במחבת לוהטת או על הגריל ומגישים עם מלח, רוטב סויה או פתיתי בוניטו; משפדים אותו גם ליאקיטורי, מטגנים בטמפורה או מוסיפים למוקפצים.",
    growingNote: "Compact, early and very productive, well suited to pots; pick pods green at about finger length, and frequent harvesting keeps the plant setting fruit all summer.",
    hebGrowingNote: "צמח קומפקטי, מקדים ופורה מאוד שמתאים לעציצים; קוטפים את התרמילים ירוקים באורך של אצבע בערך, וקטיף תכוף שומר על הנבה לאורך כל הקיץ.",
  },
  "Pepperoncini": {
    uses: "Almost always pickled in brine or vinegar and served in Greek salads, antipasti, sandwiches and on pizza; whole jarred pods are also slow-cooked with beef.",
    hebUses: "כמעט תמיד נכבש בחומץ או בתמלחת ומוגש בסלט יווני, באנטיפסטי, בכריכים ועל פיצה; תרמילים כבושים שלמים מתבשלים גם עם בשר בקר בבישול איטי.",
    growingNote: "Easy and prolific in a warm, sunny spot; for pickling, harvest pods while they are still pale yellow-green, before they turn red.",
    hebGrowingNote: "קל לגידול ופורה במקום חם ושטוף שמש; לכבישה קוטפים את התרמילים כשהם עדיין ירקרקים-צהבהבים, לפני שהם מאדימים.",
  },
  "Espelette": {
    uses: "Dried and ground into piment d'Espelette, used instead of black pepper on eggs, fish, charcuterie and cheese, and cooked into Basque dishes such as piperade.",
    hebUses: "מייבשים וטוחנים אותו לאבקת פימן ד'אספלט, שמשמשת במקום פלפל שחור על ביצים, דגים, נקניקים וגבינות, ומבשלים אותו במנות באסקיות כמו פיפרד.",
    growingNote: "Needs a long season to ripen red for drying, so start seeds early and give full sun; it can be grown from seed anywhere, but only the Basque appellation crop may be sold as piment d'Espelette.",
    hebGrowingNote: "זקוק לעונה ארוכה כדי להאדים לייבוש, ולכן כדאי לזרוע מוקדם ולתת שמש מלאה; אפשר לגדל אותו מזרעים בכל מקום, אך רק יבול מאזור הכינוי הבאסקי נמכר בשם פימן ד'אספלט.",
  },
  "Hungarian Wax": {
    uses: "Pickled in rings, stuffed with cheese or meat, grilled, or cooked into Hungarian stews such as lecsó; it also adds a little heat to salads and sandwiches.",
    hebUses: "כובשים אותו בטבעות, ממלאים בגבינה או בבשר, צולים על הגריל או מבשלים בתבשילים הונגריים כמו לצ'ו; הוא גם מוסיף חריפות קלה לסלטים ולכריכים.",
    growingNote: "A reliable choice for short, cool summers because it sets fruit early and dependably; pick yellow for crisp, milder pods or leave them to ripen red for a fuller, sweeter flavor.",
    hebGrowingNote: "בחירה אמינה לקיץ קצר וקריר, כי הוא חונט מוקדם ובאופן יציב; קוטפים בשלב הצהוב לתרמילים פריכים ועדינים, או משאירים להאדים לטעם מלא ומתוק יותר.",
  },
  "Corno di Toro": {
    uses: "A classic Italian frying pepper: sautéed in olive oil, roasted for salads and antipasti, stewed into peperonata or sliced raw; also good stuffed and grilled.",
    hebUses: "פלפל טיגון איטלקי קלאסי: מטגנים אותו בשמן זית, קולים לסלטים ולאנטיפסטי, מבשלים לפפרונטה או פורסים טרי; טעים גם ממולא וצלוי על הגריל.",
    growingNote: "Easy and productive, but the long pods are heavy, so a stake or cage keeps plants upright; wait until fruit turn fully red or yellow for the sweetest flavor.",
    hebGrowingNote: "קל לגידול ופורה, אך התרמילים הארוכים כבדים ולכן כדאי לתמוך בצמח בסמוכה או בכלוב; לטעם המתוק ביותר ממתינים עד שהפרי יאדים או יצהיב לגמרי.",
  },
  "Cubanelle": {
    uses: "Sautéed, fried, stuffed or scattered over pizza, and a key ingredient of Puerto Rican and Dominican sofrito; usually cooked while pale green, when its thin walls soften quickly.",
    hebUses: "מטגנים אותו, מקפיצים, ממלאים או מפזרים על פיצה, והוא מרכיב חשוב בסופריטו הפורטוריקני והדומיניקני; בדרך כלל מבשלים אותו בשלב הירקרק, כשהדפנות הדקות מתרככות מהר.",
    growingNote: "Easy, early and heavy-bearing; harvest pods pale yellow-green for frying, and regular picking encourages new fruit through the season.",
    hebGrowingNote: "קל לגידול, מקדים ונושא יבול כבד; קוטפים את התרמילים בצבע ירקרק-צהבהב לטיגון, וקטיף סדיר מעודד פירות חדשים לאורך העונה.",
  },
  "Chilaca (Pasilla)": {
    uses: "Fresh chilaca is roasted and cut into rajas or added to sauces; dried as pasilla it is toasted, soaked and blended into moles and table salsas, one of the classic trio of mole chiles.",
    hebUses: "את הצ'ילקה הטרייה קולים וחותכים לרצועות או מוסיפים לרטבים; מיובשת, בתור פסייה, קולים אותה קלות, משרים וטוחנים לרטבי מולה ולסלסות, והיא אחד משלושת הצ'ילים הקלאסיים של המולה.",
    growingNote: "Needs a long, warm season for the slender pods to ripen to dark brown for drying; the tall plants benefit from staking, and pods can also be picked green for fresh use.",
    hebGrowingNote: "זקוק לעונה ארוכה וחמה כדי שהתרמילים הדקים יבשילו לחום כהה לייבוש; הצמחים הגבוהים נעזרים בתמיכה, ואפשר לקטוף גם תרמילים ירוקים לשימוש טרי.",
  },
  "Kashmiri": {
    uses: "Dried and ground, or soaked into a paste, to give tandoori chicken, rogan josh, butter chicken and many curries a vivid red color with only gentle heat.",
    hebUses: "מייבשים וטוחנים אותו או משרים לממרח, כדי להעניק לעוף טנדורי, לרוגן ג'וש, לעוף בחמאה ולקארי רבים צבע אדום עז עם חריפות עדינה בלבד.",
    growingNote: "Grows like other annuum chiles, with full sun, warmth and a fairly long season; leave pods on the plant until deep red, then dry them thoroughly in a warm, airy place to keep their color.",
    hebGrowingNote: "מגדלים אותו כמו צ'ילי annuum אחרים, בשמש מלאה, בחום ובעונה ארוכה יחסית; משאירים את התרמילים על הצמח עד שיאדימו לגמרי ומייבשים היטב במקום חם ומאוורר כדי לשמור על הצבע.",
  },
  "Jalapeño": {
    uses: "Sliced fresh into salsas and nachos, pickled in rings, stuffed and baked as poppers, and added to cornbread and stews; smoke-dried red jalapeños become chipotle.",
    hebUses: "פורסים אותו טרי לסלסות ולנאצ'וס, כובשים בטבעות, ממלאים ואופים כפופרס ומוסיפים ללחם תירס ולתבשילים; חלפיניו אדום שעושן ויובש נקרא צ'יפוטלה.",
    growingNote: "Easy and productive in warm weather; pick green when firm and glossy, or leave to turn red for chipotle. Fine cracks on the skin, called corking, are harmless and common on mature pods.",
    hebGrowingNote: "קל לגידול ופורה במזג אוויר חם; קוטפים ירוק כשהתרמיל מוצק ומבריק, או משאירים להאדים לצ'יפוטלה. סדקים דקים בקליפה הם תופעה רגילה בפרי בוגר ואינם מזיקים.",
  },
  "Fresno": {
    uses: "Usually used ripe and red: sliced fresh into salsas, ceviche and salads, pickled, or blended into bright sriracha-style hot sauces; also a good stand-in for jalapeño.",
    hebUses: "משתמשים בו בדרך כלל כשהוא אדום ובשל: פורסים טרי לסלסות, לסביצ'ה ולסלטים, כובשים או טוחנים לרטבים חריפים בסגנון סרירצ'ה; גם תחליף טוב לחלפיניו.",
    growingNote: "Easy and relatively quick to mature, with compact plants that suit containers; let pods ripen to red on the plant for the fullest, fruitiest flavor.",
    hebGrowingNote: "קל לגידול ומבשיל מהר יחסית, עם צמחים קומפקטיים שמתאימים לעציצים; כדי לקבל טעם מלא ופירותי משאירים את התרמילים להאדים על הצמח.",
  },
  "Hatch Chile": {
    uses: "Fire-roasted and peeled green for green chile stew, enchiladas, burgers, burritos and queso; red pods are dried into ristras and ground for red chile sauce.",
    hebUses: "קולים על אש ומקלפים אותו ירוק לתבשיל צ'ילי ירוק, לאנצ'ילדות, להמבורגרים, לבוריטוס ולרוטב גבינה; התרמילים האדומים מיובשים בריסטרות ונטחנים לרוטב צ'ילי אדום.",
    growingNote: "True Hatch chile comes only from the Hatch Valley, but the same New Mexico varieties, such as Big Jim or Sandia, grow well in any hot, sunny garden with a long summer.",
    hebGrowingNote: "צ'ילי האץ' אמיתי מגיע רק מעמק האץ', אבל אותם זני ניו מקסיקו, כמו ביג ג'ים או סנדיה, גדלים היטב בכל גינה חמה ושטופת שמש עם קיץ ארוך.",
  },
  "Mirasol (Guajillo)": {
    uses: "Dried as guajillo, it is toasted, soaked and blended into adobos, enchilada sauces, tamales, pozole rojo and meat marinades; fresh mirasol is less common but good in salsas.",
    hebUses: "בתור גוואחיו מיובש קולים אותו קלות, משרים וטוחנים לאדובו, לרוטב אנצ'ילדה, לטמאלס, לפוסולה אדום ולמרינדות לבשר; מירסול טרי נפוץ פחות אבל טוב בסלסות.",
    growingNote: "The upward-facing pods need full sun and a long, warm season to ripen to deep red; leave them on the plant until fully colored before drying.",
    hebGrowingNote: "התרמילים הפונים כלפי מעלה זקוקים לשמש מלאה ולעונה ארוכה וחמה כדי להבשיל לאדום עמוק; משאירים אותם על הצמח עד שייצבעו לגמרי ורק אז מייבשים.",
  },
  "Aleppo": {
    uses: "Semi-dried, seeded and crushed into oily, coarse flakes sprinkled on hummus, kebabs, eggs, salads and grilled meat in Levantine and Turkish cooking; also a key ingredient in muhammara.",
    hebUses: "מייבשים חלקית, מוציאים את הזרעים ומרסקים לפתיתים גסים ושמנוניים שמפזרים על חומוס, קבב, ביצים, סלטים ובשר צלוי במטבח הלבנטיני והטורקי; מרכיב חשוב גם במוחמרה.",
    growingNote: "Thrives in hot, dry summers like those of its Syrian and Turkish homeland; let pods ripen fully to burgundy red on the plant before drying and crushing them into flakes.",
    hebGrowingNote: "משגשג בקיץ חם ויבש כמו במולדתו בסוריה ובטורקיה; משאירים את התרמילים על הצמח עד שיבשילו לאדום בורדו ורק אז מייבשים ומרסקים לפתיתים.",
  },
  "Serrano": {
    uses: "Chopped raw into pico de gallo, guacamole and table salsas, blended into salsa verde, pickled, or sliced into stir-fries and curries for clean, bright heat.",
    hebUses: "קוצצים אותו טרי לפיקו דה גאיו, לגוואקמולי ולסלסות, טוחנים לסלסה ורדה, כובשים או פורסים למוקפצים ולקארי לחריפות נקייה ורעננה.",
    growingNote: "Tall, leafy and very productive, bearing over a long season; pods are usually picked green, though red ripe ones are sweeter. Staking helps in windy spots.",
    hebGrowingNote: "צמח גבוה, עלוותי ופורה מאוד שנושא פרי לאורך עונה ארוכה; בדרך כלל קוטפים ירוק, אך תרמילים אדומים ובשלים מתוקים יותר. במקום חשוף לרוח כדאי לתמוך בו.",
  },
  "Chile de Árbol": {
    uses: "Dried pods are toasted in oil and blended into fiery table salsas, infused into chili oil, ground into powder or used whole in braises and decorative wreaths.",
    hebUses: "את התרמילים המיובשים קולים בשמן וטוחנים לסלסות שולחן חריפות, משרים בשמן צ'ילי, טוחנים לאבקה או משתמשים בהם שלמים בתבשילים ובזרים דקורטיביים.",
    growingNote: "The tall plants develop woody stems and may need staking; pods dry easily on the plant or on a string and keep their bright red color.",
    hebGrowingNote: "הצמחים הגבוהים מפתחים גבעולים מעוצים ולעיתים זקוקים לתמיכה; התרמילים מתייבשים בקלות על הצמח או על חוט ושומרים על צבעם האדום הבוהק.",
  },
  "Peter Pepper": {
    uses: "Grown mostly as a novelty, but the hot pods are good pickled, dried and crushed, or chopped into salsas and hot sauces.",
    hebUses: "מגדלים אותו בעיקר כשעשוע, אבל התרמילים החריפים טובים לכבישה, לייבוש ולריסוק, או קצוצים בסלסות וברטבים חריפים.",
    growingNote: "Needs heat and a fairly long season; the characteristic shape shows best on fully mature pods, and seed is mostly found through heirloom and specialty suppliers.",
    hebGrowingNote: "זקוק לחום ולעונה ארוכה יחסית; הצורה האופיינית בולטת בעיקר בתרמילים בשלים לגמרי, ואת הזרעים מוצאים בעיקר אצל ספקים של זני מורשת וזנים מיוחדים.",
  },
  "Cayenne": {
    uses: "Mostly dried and ground into cayenne powder for Cajun and Creole cooking, Buffalo wing sauce, spice rubs and curries; fresh pods go into hot sauces and pickles.",
    hebUses: "בעיקר מייבשים וטוחנים אותו לאבקת קאיין למטבח הקייג'ון והקריאולי, לרוטב כנפיים בסגנון באפלו, לתערובות תיבול ולקארי; תרמילים טריים נכנסים לרטבים חריפים ולכבושים.",
    growingNote: "Easy and heavy-bearing in sun and warmth; let pods ripen fully red, then string them up to air-dry. A layer of mulch keeps the long, hanging pods clean and off the soil.",
    hebGrowingNote: "קל לגידול ונושא יבול כבד בשמש ובחום; משאירים את התרמילים להאדים לגמרי ואז משחילים על חוט לייבוש באוויר. שכבת חיפוי שומרת על התרמילים הארוכים והתלויים נקיים ורחוקים מהאדמה.",
  },
  "Santaka": {
    uses: "Usually dried and used whole in stir-fries and Sichuan-style and Japanese dishes, or crushed and ground into spice blends and chili oil.",
    hebUses: "בדרך כלל מייבשים אותו ומשתמשים בו שלם במוקפצים ובמנות סצ'ואניות ויפניות, או מרסקים וטוחנים לתערובות תבלינים ולשמן צ'ילי.",
    growingNote: "Compact, tidy plants with upright clusters of pods, well suited to containers and sunny windowsills; pods dry easily once fully red.",
    hebGrowingNote: "צמחים קומפקטיים ומסודרים עם אשכולות תרמילים זקופים, שמתאימים לעציצים ולאדני חלון שטופי שמש; התרמילים מתייבשים בקלות כשהם אדומים לגמרי.",
  },
  "Pequin": {
    uses: "Usually dried and crushed over eggs, soups, fruit and grilled meat, added to Mexican pickled vegetables and blended into vinegar-based hot sauces.",
    hebUses: "בדרך כלל מייבשים ומרסקים אותו מעל ביצים, מרקים, פירות ובשר צלוי, מוסיפים לירקות כבושים מקסיקניים וטוחנים לרטבים חריפים על בסיס חומץ.",
    growingNote: "A slow, semi-wild bush: seeds can take weeks to sprout, so keep them warm and be patient. Plants can be overwintered and grow larger and more productive in later years.",
    hebGrowingNote: "שיח חצי-בר שמתפתח לאט: הזרעים עשויים לנבוט רק אחרי כמה שבועות, ולכן שומרים עליהם חמים ומתאזרים בסבלנות. אפשר להעביר את הצמח חורף, ובשנים הבאות הוא גדל ומניב יותר.",
  },
  "Chiltepin": {
    uses: "The tiny berries are crushed, fresh or dried, over soups, beans, eggs and grilled meat in Sonora and the American Southwest, and pickled in vinegar as a table condiment.",
    hebUses: "מרסקים את הגרגרים הזעירים, טריים או מיובשים, מעל מרקים, שעועית, ביצים ובשר צלוי בסונורה ובדרום-מערב ארצות הברית, וכובשים אותם בחומץ כתוספת לשולחן.",
    growingNote: "A wild chile that is slow and erratic to germinate, often taking weeks even in warmth; it grows into a woody perennial bush that likes partial shade and can live for years if protected from frost.",
    hebGrowingNote: "צ'ילי בר שנובט לאט ובאופן לא אחיד, לעיתים רק אחרי שבועות גם בחום; הוא גדל לשיח רב-שנתי מעוצה שאוהב צל חלקי ויכול לחיות שנים רבות אם מגנים עליו מפני קרה.",
  },
  "Thai Bird's Eye": {
    uses: "Pounded into curry pastes and som tam, sliced into nam pla prik and stir-fries, and used green or red in soups such as tom yum; also dried whole or as flakes.",
    hebUses: "כותשים אותו לממרחי קארי ולסום טאם, פורסים לנאם פלה פריק ולמוקפצים ומשתמשים בו ירוק או אדום במרקים כמו טום יאם; מייבשים אותו גם שלם או כפתיתים.",
    growingNote: "Bushy, prolific plants that carry hundreds of upright pods and do well in pots; they love heat and humidity and can be overwintered indoors as perennials.",
    hebGrowingNote: "צמחים שיחיים ופוריים שנושאים מאות תרמילים זקופים ומצליחים בעציצים; הם אוהבים חום ולחות, ואפשר להכניס אותם הביתה בחורף ולגדל אותם כרב-שנתיים.",
  },
  "Tabasco": {
    uses: "Best known fermented with salt and vinegar into Louisiana-style hot sauce; the juicy pods are also steeped in vinegar to make pepper vinegar for greens and beans.",
    hebUses: "מוכר בעיקר כבסיס לרוטב חריף בסגנון לואיזיאנה, שמותסס עם מלח וחומץ; את התרמילים העסיסיים משרים גם בחומץ ליצירת חומץ פלפלים לירקות עלים ולשעועית.",
    growingNote: "A frutescens with upright pods that need a long, hot season to turn red; plants grow bushy and can be kept as perennials where winters are mild.",
    hebGrowingNote: "מין frutescens עם תרמילים זקופים שזקוקים לעונה ארוכה וחמה כדי להאדים; הצמחים גדלים כשיח, ובאזורים עם חורף מתון אפשר לגדל אותם כרב-שנתיים.",
  },
  "Malagueta": {
    uses: "Pickled whole in vinegar, oil or cachaça and splashed over Bahian moqueca, feijoada, rice and grilled meat; also crushed into Brazilian hot sauces.",
    hebUses: "כובשים אותו שלם בחומץ, בשמן או בקשאסה ומזליפים על מוקקה באהיאנית, פייז'ואדה, אורז ובשר צלוי; מרסקים אותו גם לרטבים חריפים ברזילאיים.",
    growingNote: "Like tabasco, it needs a long, hot, humid season and full sun; the bushy plants carry many small upright pods and can be overwintered as perennials.",
    hebGrowingNote: "בדומה לטבסקו הוא זקוק לעונה ארוכה, חמה ולחה ולשמש מלאה; הצמחים השיחיים נושאים תרמילים קטנים וזקופים רבים, ואפשר להעביר אותם חורף כרב-שנתיים.",
  },
  "Piri Piri": {
    uses: "Blended with garlic, lemon, oil and vinegar into piri-piri sauce for Portuguese and Mozambican grilled chicken and prawns; also dried and crushed or steeped in oil.",
    hebUses: "טוחנים אותו עם שום, לימון, שמן וחומץ לרוטב פירי פירי לעוף ולשרימפס על הגריל במטבח הפורטוגלי והמוזמביקי; אפשר גם לייבש ולרסק אותו או להשרות בשמן.",
    growingNote: "Needs heat and a long season; the bushy plants produce many small upright pods and can be grown as perennials in frost-free climates or overwintered indoors.",
    hebGrowingNote: "זקוק לחום ולעונה ארוכה; הצמחים השיחיים מניבים תרמילים קטנים וזקופים רבים, ואפשר לגדל אותם כרב-שנתיים באקלים ללא קרה או להעביר אותם חורף בבית.",
  },
  "Rocoto": {
    uses: "Stuffed with spiced meat and cheese and baked as rocoto relleno in Arequipa, and blended fresh into Peruvian rocoto sauces and ceviche; the thick flesh is used fresh rather than dried.",
    hebUses: "ממלאים אותו בבשר מתובל ובגבינה ואופים לרוקוטו ריינו בארקיפה, וטוחנים אותו טרי לרטבי רוקוטו פרואניים ולסביצ'ה; הבשר העבה משמש טרי ולא מיובש.",
    growingNote: "C. pubescens prefers cool highland conditions, with mild days and cool nights, and suffers above about 30°C; a long-lived perennial that needs frost protection, it often fruits best from its second year.",
    hebGrowingNote: "C. pubescens אוהב תנאי רמה קרירים, ימים מתונים ולילות קרים, וסובל בחום של מעל 30°C בערך; זהו רב-שנתי ארוך חיים שצריך הגנה מקרה, ולעיתים קרובות מניב בשפע רק משנתו השנייה.",
  },
  "Manzano": {
    uses: "Eaten fresh because its juicy flesh does not dry well: chopped into Mexican salsas and relishes, pickled, or stuffed and baked like a small bell pepper.",
    hebUses: "נאכל טרי כי בשרו העסיסי אינו מתאים לייבוש: קוצצים אותו לסלסות ולממרחים מקסיקניים, כובשים, או ממלאים ואופים כמו גמבה קטנה.",
    growingNote: "Like other pubescens it thrives in cool, mild climates and partial shade and dislikes intense heat; a slow-fruiting perennial, it often does better in its second year if protected from frost.",
    hebGrowingNote: "כמו שאר בני pubescens הוא משגשג באקלים קריר ומתון ובצל חלקי ואינו אוהב חום עז; צמח רב-שנתי שמניב לאט, ולעיתים קרובות מצליח יותר בשנתו השנייה אם מגנים עליו מקרה.",
  },
  "Ají Amarillo": {
    uses: "Blended into a bright yellow-orange paste for papa a la huancaína, ají de gallina, causa and ceviche; also used in many Peruvian stews and sauces.",
    hebUses: "טוחנים אותו לממרח צהוב-כתום זוהר לפאפה א לה הואנקאינה, לאחי דה גאיינה, לקאוסה ולסביצ'ה; משתמשים בו גם בתבשילים וברטבים פרואניים רבים.",
    growingNote: "A baccatum that grows tall and needs a long, warm season; start seeds early, stake the plants, and allow plenty of time for the long pods to ripen to deep orange.",
    hebGrowingNote: "צמח baccatum שגדל לגובה רב וזקוק לעונה ארוכה וחמה; זורעים מוקדם, תומכים בצמחים ונותנים לתרמילים הארוכים מספיק זמן להבשיל לכתום עמוק.",
  },
  "Lemon Drop": {
    uses: "Its lemony flavor shines in fresh salsas, ceviche, yellow hot sauces and vinaigrettes; the thin-walled pods also dry well into a citrusy chile powder.",
    hebUses: "הטעם הלימוני שלו בולט בסלסות טריות, בסביצ'ה, ברטבים חריפים צהובים ובוויניגרטים; התרמילים דקי הדפנות מתייבשים היטב גם לאבקת צ'ילי הדרית.",
    growingNote: "Tall, productive baccatum plants that benefit from staking; they tolerate somewhat cooler conditions than chinense, and pods are ready once bright yellow.",
    hebGrowingNote: "צמחי baccatum גבוהים ופוריים שנעזרים בתמיכה; הם סובלים תנאים קרירים מעט יותר מאשר chinense, והתרמילים מוכנים לקטיף כשהם צהובים בוהקים.",
  },
  "Bishop's Crown": {
    uses: "The nearly sweet wings are sliced into salads and salsas, while whole pods are stuffed or pickled; the hotter center adds heat to sauces and relishes.",
    hebUses: "את הכנפיים המתוקות כמעט פורסים לסלטים ולסלסות, ואת התרמילים השלמים ממלאים או כובשים; המרכז החריף יותר מוסיף חריפות לרטבים ולממרחים.",
    growingNote: "A tall, sprawling baccatum that can grow large and benefits from support; it needs a long, warm season but rewards with heavy crops of showy pods.",
    hebGrowingNote: "צמח baccatum גבוה ומתפשט שעשוי להגיע לממדים גדולים ונעזר בתמיכה; הוא זקוק לעונה ארוכה וחמה אך מתגמל ביבול כבד של תרמילים מרשימים.",
  },
  "Ají Limo": {
    uses: "The classic chile sliced into Peruvian ceviche and leche de tigre, and added to tiraditos, fresh salsas and pickled onion relish (salsa criolla).",
    hebUses: "הצ'ילי הקלאסי שפורסים לסביצ'ה פרואני וללצ'ה דה טיגרה, ומוסיפים לטירדיטו, לסלסות טריות ולסלט בצל כבוש בסגנון סלסה קריולה.",
    growingNote: "A chinense that needs warmth to germinate, ideally 25-30°C, and a long, warm season; grow in full sun, and pods can be picked at any color stage.",
    hebGrowingNote: "מין chinense שזקוק לחום לנביטה, רצוי 25-30°C, ולעונה ארוכה וחמה; מגדלים בשמש מלאה, ואפשר לקטוף את התרמילים בכל שלב צבע.",
  },
  "Ají Charapita": {
    uses: "The tiny berries are crushed fresh into Amazonian sauces, ceviche and rice dishes, or dried and ground into a prized fruity powder; used sparingly as a gourmet chile.",
    hebUses: "מרסקים את הגרגרים הזעירים טריים לרטבים אמזוניים, לסביצ'ה ולמנות אורז, או מייבשים וטוחנים לאבקה פירותית מבוקשת; משתמשים בו במשורה כצ'ילי יוקרתי.",
    growingNote: "A semi-wild chinense from the rainforest that likes heat, humidity and some shade; germination is slow, and the bushy plants need a long season before they load up with fruit.",
    hebGrowingNote: "מין chinense חצי-בר מיערות הגשם שאוהב חום, לחות וצל חלקי; הנביטה איטית, והצמחים השיחיים זקוקים לעונה ארוכה לפני שהם מתמלאים בפרי.",
  },
  "Habanero": {
    uses: "Essential in Yucatecan salsas such as xnipec, served with cochinita pibil, and in fruity hot sauces with mango or pineapple; a little adds heat and aroma to stews and marinades.",
    hebUses: "מרכיב חיוני בסלסות יוקטניות כמו שניפק, שמוגשות עם קוצ'יניטה פיביל, וברטבים חריפים פירותיים עם מנגו או אננס; כמות קטנה מוסיפה חריפות וארומה לתבשילים ולמרינדות.",
    growingNote: "Like all chinense it germinates best at 25-32°C and needs a long, hot season; give full sun and steady moisture, and expect pods to ripen slowly late in summer.",
    hebGrowingNote: "כמו כל בני chinense הוא נובט בצורה הטובה ביותר ב-25-32°C וזקוק לעונה ארוכה וחמה; יש לתת שמש מלאה והשקיה סדירה, והתרמילים מבשילים לאט לקראת סוף הקיץ.",
  },
  "Scotch Bonnet": {
    uses: "Essential in Jamaican jerk marinade, Caribbean pepper sauces, curry goat, escovitch fish and West African stews; often added whole to the pot for aroma, then removed.",
    hebUses: "מרכיב חיוני במרינדת ג'רק ג'מייקנית, ברטבי פלפלים קריביים, בקארי עזים, בדג אסקוביץ' ובתבשילים מערב-אפריקאיים; לעיתים מוסיפים אותו שלם לסיר בשביל הארומה ומוציאים לפני ההגשה.",
    growingNote: "A chinense that needs warm germination at 25-32°C and a long, hot, humid season; it does well in large pots and can be overwintered indoors to fruit again.",
    hebGrowingNote: "מין chinense שזקוק לנביטה בחום של 25-32°C ולעונה ארוכה, חמה ולחה; הוא מצליח בעציצים גדולים, ואפשר להעביר אותו חורף בבית כדי שיניב שוב.",
  },
  "Datil": {
    uses: "The signature chile of St. Augustine, used in datil pepper sauces, relishes, jellies and pepper vinegars, and in local Minorcan clam chowder and pilau.",
    hebUses: "הצ'ילי המזוהה עם סנט אוגוסטין, שמשמש ברטבי דאטיל, בממרחים, בג'לי ובחומץ פלפלים, וגם במרק הצדפות המינורקני המקומי ובפילאו.",
    growingNote: "A slow chinense that needs a long, hot, humid season like Florida's; start seeds early in warmth and expect pods late in the season. Plants can overwinter where frost is rare.",
    hebGrowingNote: "מין chinense איטי שזקוק לעונה ארוכה, חמה ולחה כמו בפלורידה; זורעים מוקדם בחום ומצפים לתרמילים מאוחר בעונה. באזורים שבהם קרה נדירה הצמח יכול לשרוד את החורף.",
  },
  "Fatalii": {
    uses: "Its citrus flavor suits yellow hot sauces, fruit salsas, chutneys and marinades for fish and chicken; used sparingly because of its fierce heat.",
    hebUses: "הטעם ההדרי שלו מתאים לרטבים חריפים צהובים, לסלסות פירות, לצ'אטני ולמרינדות לדגים ולעוף; משתמשים בו במשורה בגלל החריפות העזה.",
    growingNote: "Grows like habanero, with warm germination at 25-32°C, full sun and a long season; plants are fairly productive and pods ripen from green to bright yellow.",
    hebGrowingNote: "מגדלים אותו כמו הבנרו: נביטה בחום של 25-32°C, שמש מלאה ועונה ארוכה; הצמחים פוריים למדי והתרמילים מבשילים מירוק לצהוב בוהק.",
  },
  "Madame Jeanette": {
    uses: "Essential in Surinamese cooking, flavoring pom, sambals, pickles and stews; it is also popular in the Netherlands in Surinamese and Indonesian-style dishes.",
    hebUses: "מרכיב חיוני במטבח הסורינאמי, שמתבל את הפום, סמבלים, כבושים ותבשילים; הוא אהוב גם בהולנד במנות סורינאמיות ובמנות בסגנון אינדונזי.",
    growingNote: "Needs tropical warmth: germinate at 25-32°C and give a long, hot, humid season; in cooler climates grow it in a greenhouse or a large pot in the sunniest spot.",
    hebGrowingNote: "זקוק לחום טרופי: נביטה ב-25-32°C ועונה ארוכה, חמה ולחה; באקלים קריר יותר כדאי לגדל אותו בחממה או בעציץ גדול במקום השמשי ביותר.",
  },
  "Chocolate Habanero": {
    uses: "Its smoky, earthy flavor suits barbecue sauces, jerk marinades, chili con carne, dark salsas and even chocolate desserts, used in small amounts.",
    hebUses: "הטעם המעושן והאדמתי שלו מתאים לרטבי ברביקיו, למרינדת ג'רק, לצ'ילי קון קרנה, לסלסות כהות ואפילו לקינוחי שוקולד, בכמויות קטנות.",
    growingNote: "Later to ripen than orange habanero, so start seeds early with warm germination at 25-32°C; pods need a long, hot season to turn fully chocolate brown.",
    hebGrowingNote: "מבשיל מאוחר יותר מהבנרו הכתום, לכן זורעים מוקדם ומנביטים בחום של 25-32°C; התרמילים זקוקים לעונה ארוכה וחמה כדי להגיע לצבע חום שוקולד מלא.",
  },
  "Red Savina": {
    uses: "Used like habanero but in smaller amounts, in hot sauces, salsas, marinades and chili, often with fruit such as mango or papaya to balance the heat.",
    hebUses: "משתמשים בו כמו בהבנרו אך בכמויות קטנות יותר, ברטבים חריפים, בסלסות, במרינדות ובצ'ילי, לעיתים קרובות עם פירות כמו מנגו או פפאיה שמאזנים את החריפות.",
    growingNote: "Grows like other habaneros, needing warm germination at 25-32°C, full sun and a long season; hot, sunny conditions bring out its strongest heat.",
    hebGrowingNote: "מגדלים אותו כמו הבנרו אחרים: נביטה בחום של 25-32°C, שמש מלאה ועונה ארוכה; תנאים חמים ושטופי שמש מוציאים ממנו את החריפות החזקה ביותר.",
  },
  "Bhut Jolokia": {
    uses: "Used sparingly in northeast Indian curries, pork and fish dishes and chutneys, and worldwide in superhot sauces and powders; always handle it with gloves.",
    hebUses: "משתמשים בו במשורה בקארי, במנות חזיר ודגים ובצ'אטני בצפון-מזרח הודו, וברחבי העולם ברטבים ובאבקות סופר-חריפים; תמיד כדאי לעבוד איתו עם כפפות.",
    growingNote: "Germination is slow and needs steady warmth of 25-32°C; plants want heat, humidity and a long season, and in cooler climates do best in a greenhouse or large pots.",
    hebGrowingNote: "הנביטה איטית ודורשת חום קבוע של 25-32°C; הצמחים זקוקים לחום, ללחות ולעונה ארוכה, ובאקלים קריר מצליחים יותר בחממה או בעציצים גדולים.",
  },
  "Naga Morich": {
    uses: "In Bangladesh a sliver is added to curries, dals and pickles for its fruity aroma; elsewhere it goes sparingly into superhot sauces, pickles and powders.",
    hebUses: "בבנגלדש מוסיפים פרוסה דקה לקארי, לדאל ולכבושים בשביל הארומה הפירותית; במקומות אחרים משתמשים בו במשורה ברטבים, בכבושים ובאבקות סופר-חריפים.",
    growingNote: "Like other superhots it germinates slowly and needs 25-32°C to sprout; give full sun, warmth, humidity and a long season, and expect some variation between seed-grown plants.",
    hebGrowingNote: "כמו סופר-חריפים אחרים הוא נובט לאט ודורש 25-32°C; יש לתת שמש מלאה, חום, לחות ועונה ארוכה, ולצפות לשונות מסוימת בין צמחים שגדלו מזרעים.",
  },
  "Infinity": {
    uses: "Used in tiny amounts in superhot sauces and chili powders, where its fruity start goes well with tropical fruit and vinegar.",
    hebUses: "משתמשים בו בכמויות זעירות ברטבים ובאבקות צ'ילי סופר-חריפים, שבהם הפתיחה הפירותית שלו משתלבת היטב עם פירות טרופיים וחומץ.",
    growingNote: "A superhot chinense that germinates slowly at 25-32°C and needs a long, warm season; in the UK and similar cool climates it is usually grown under glass.",
    hebGrowingNote: "זן chinense סופר-חריף שנובט לאט ב-25-32°C וזקוק לעונה ארוכה וחמה; בבריטניה ובאקלים קריר דומה מגדלים אותו בדרך כלל בחממה.",
  },
  "Naga Viper": {
    uses: "Used sparingly in superhot sauces, chili powders and extreme chili products; a tiny piece is enough to heat a whole pot of curry or chili.",
    hebUses: "משתמשים בו במשורה ברטבים, באבקות צ'ילי ובמוצרים סופר-חריפים; חתיכה זעירה מספיקה כדי לחמם סיר שלם של קארי או צ'ילי.",
    growingNote: "As an unstable hybrid, seed-grown plants vary in pod shape and heat, so save seed only from the best plants; it needs 25-32°C to germinate and a long, warm season, ideally under glass.",
    hebGrowingNote: "כהכלאה לא יציבה, צמחים שגדלו מזרעים שונים זה מזה בצורת התרמיל ובחריפות, ולכן שומרים זרעים רק מהצמחים הטובים ביותר; נביטה ב-25-32°C ועונה ארוכה וחמה, רצוי בחממה.",
  },
  "7 Pot Primo": {
    uses: "Used sparingly in superhot sauces, powders and pepper mash, where its floral, fruity flavor comes through behind the intense heat.",
    hebUses: "משתמשים בו במשורה ברטבים, באבקות ובמחית פלפלים סופר-חריפים, שבהם הטעם הפרחוני והפירותי שלו מורגש מאחורי החריפות העזה.",
    growingNote: "Germinates slowly at 25-32°C and needs a long, hot season; the plants may need support once loaded with pods, and wearing gloves at harvest is wise.",
    hebGrowingNote: "נובט לאט ב-25-32°C וזקוק לעונה ארוכה וחמה; הצמחים עשויים להזדקק לתמיכה כשהם עמוסים בתרמילים, ומומלץ לקטוף עם כפפות.",
  },
  "Trinidad Scorpion Butch T": {
    uses: "Used in tiny amounts in extreme hot sauces, powders and pepper mash; a trace adds serious heat to stews, marinades and Caribbean pepper sauce.",
    hebUses: "משתמשים בו בכמויות זעירות ברטבים, באבקות ובמחית פלפלים קיצוניים; שמץ ממנו מוסיף חריפות רצינית לתבשילים, למרינדות ולרוטב פלפלים קריבי.",
    growingNote: "Needs a long, hot season and warm germination at 25-32°C, which can take several weeks; grow in full sun or a greenhouse and handle the pods with gloves.",
    hebGrowingNote: "זקוק לעונה ארוכה וחמה ולנביטה בחום של 25-32°C, שעשויה להימשך כמה שבועות; מגדלים בשמש מלאה או בחממה ומטפלים בתרמילים עם כפפות.",
  },
  "7 Pot Douglah": {
    uses: "Its rich, nutty and fruity flavor suits dark superhot sauces, barbecue sauces and powders; used sparingly, as a small piece can heat a whole pot of stew.",
    hebUses: "הטעם העשיר, האגוזי והפירותי שלו מתאים לרטבים סופר-חריפים כהים, לרטבי ברביקיו ולאבקות; משתמשים בו במשורה, כי חתיכה קטנה יכולה לחמם סיר תבשיל שלם.",
    growingNote: "A slow-maturing superhot: germinate at 25-32°C, start early and give a long, hot season so the pods can ripen fully to chocolate brown.",
    hebGrowingNote: "סופר-חריף שמבשיל לאט: מנביטים ב-25-32°C, זורעים מוקדם ונותנים עונה ארוכה וחמה כדי שהתרמילים יבשילו לגמרי לחום שוקולד.",
  },
  "Trinidad Moruga Scorpion": {
    uses: "Used in minute amounts in superhot sauces, powders and pepper mash, where its sweet, fruity flavor pairs with tropical fruit; gloves are a must when cutting it.",
    hebUses: "משתמשים בו בכמויות זעירות ברטבים, באבקות ובמחית פלפלים סופר-חריפים, שבהם הטעם המתוק והפירותי משתלב עם פירות טרופיים; כפפות הן חובה בזמן החיתוך.",
    growingNote: "Germination is slow and needs steady warmth of 25-32°C; plants need full sun, heat and a long season, and in cooler regions a greenhouse helps the pods ripen.",
    hebGrowingNote: "הנביטה איטית ודורשת חום קבוע של 25-32°C; הצמחים זקוקים לשמש מלאה, לחום ולעונה ארוכה, ובאזורים קרירים חממה עוזרת לתרמילים להבשיל.",
  },
  "Komodo Dragon": {
    uses: "Popular in superhot sauces, chutneys and chili jams, where its fruity first taste shows before the delayed burn; use a very small amount.",
    hebUses: "פופולרי ברטבים סופר-חריפים, בצ'אטני ובריבות צ'ילי, שבהם הטעם הפירותי מורגש לפני הצריבה המאוחרת; משתמשים בכמות קטנה מאוד.",
    growingNote: "A superhot chinense that in cool climates like Britain's is usually grown under glass; germinate at 25-32°C and give a long, warm season and full sun for pods to ripen red.",
    hebGrowingNote: "זן chinense סופר-חריף שבאקלים קריר כמו בבריטניה מגדלים בדרך כלל בחממה; מנביטים ב-25-32°C ונותנים עונה ארוכה וחמה ושמש מלאה כדי שהתרמילים יאדימו.",
  },
  "Carolina Reaper": {
    uses: "Used in tiny amounts in extreme hot sauces, powders and salsas; its fruity sweetness pairs well with mango, pineapple and vinegar-based sauces.",
    hebUses: "משתמשים בו בכמויות זעירות ברטבים חריפים קיצוניים, באבקות ובסלסות; המתיקות הפירותית שלו משתלבת היטב עם מנגו, אננס ורטבים על בסיס חומץ.",
    growingNote: "Germinates slowly at 25-32°C, sometimes taking weeks; give full sun, warmth and a long season, and wear gloves when harvesting and handling the pods.",
    hebGrowingNote: "נובט לאט ב-25-32°C, לעיתים רק אחרי כמה שבועות; יש לתת שמש מלאה, חום ועונה ארוכה, ולעבוד עם כפפות בזמן הקטיף והטיפול בתרמילים.",
  },
  "Dragon's Breath": {
    uses: "Far too hot for ordinary cooking and grown mostly as a curiosity; when used at all, only a trace goes into extreme hot sauces or powders.",
    hebUses: "חריף מדי לבישול רגיל ומגדלים אותו בעיקר כקוריוז; אם משתמשים בו, רק שמץ ממנו נכנס לרטבים או לאבקות חריפים במיוחד.",
    growingNote: "Grown like other superhots: germinate at 25-32°C, keep seedlings warm and give a long season in full sun; in cool climates like Wales it is grown under glass or indoors.",
    hebGrowingNote: "מגדלים אותו כמו סופר-חריפים אחרים: מנביטים ב-25-32°C, שומרים על השתילים חמים ונותנים עונה ארוכה בשמש מלאה; באקלים קריר כמו בוויילס מגדלים אותו בחממה או בתוך הבית.",
  },
  "Pepper X": {
    uses: "Used only in minute amounts in extreme hot sauces and powders, where its earthy flavor suits darker blends; a trace dominates a dish, so gloves and eye protection are wise.",
    hebUses: "משתמשים בו רק בכמויות זעירות ברטבים ובאבקות קיצוניים, שבהם הטעם האדמתי שלו מתאים לתערובות כהות; שמץ ממנו שולט במנה כולה, ולכן כדאי לעבוד עם כפפות ולהגן על העיניים.",
    growingNote: "Grow like other superhot chinense: germination is slow at 25-32°C, and plants need a long, hot season and full sun; let pods reach their pale yellow color before picking.",
    hebGrowingNote: "מגדלים אותו כמו סופר-חריפים אחרים ממין chinense: הנביטה איטית ב-25-32°C, והצמחים זקוקים לעונה ארוכה וחמה ולשמש מלאה; קוטפים כשהתרמילים מגיעים לצבעם הצהבהב החיוור.",
  },
};

/** The notes of every seeded pepper (peppers.data.ts's PEPPER_SEED), by its English name. */
export const PEPPER_NOTES_SEED: Readonly<Record<string, PepperNotesSeed>> = {
  ...CLASSICS,
  ...PEPPER_NOTES_AMERICAS,
  ...PEPPER_NOTES_ANDES_AFRICA_ASIA,
  ...PEPPER_NOTES_OLD_WORLD,
};
