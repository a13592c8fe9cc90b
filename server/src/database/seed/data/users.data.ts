import type { UserSeed } from './types.js';

// Demo credentials shown in the README and in the admin login hint.
export const DEMO_ADMIN: UserSeed = {
  email: 'admin@pepperatlas.dev',
  password: 'PepperAdmin1!',
  username: 'admin',
  firstName: 'Dana',
  lastName: 'Levi',
  role: 'admin' as const,
  bio: "Pepper Atlas administrator. Grows about 30 varieties on a rooftop in Ramat Gan and keeps the catalogue's SHU figures honest.",
  isActive: true,
};

export const DEMO_USER: UserSeed = {
  email: 'user@pepperatlas.dev',
  password: 'PepperUser1!',
  username: 'chili_fan',
  firstName: 'Yoni',
  lastName: 'Cohen',
  role: 'user' as const,
  bio: 'מגדל פלפלים חריפים במרפסת בחיפה כבר שלוש שנים. מכין רטבים מותססים ומנסה כל שנה זן סופרהוט חדש.',
  isActive: true,
};

export const COMMUNITY_PASSWORD = 'Community1!';

export const COMMUNITY_USERS: UserSeed[] = [
  {
    email: 'moshe.avraham@example.com',
    password: COMMUNITY_PASSWORD,
    username: 'moshe.grower',
    firstName: 'משה',
    lastName: 'אברהם',
    role: 'moderator',
    bio: 'מנהל קהילה בפורום. אגרונום בגמלאות ממושב בעמק יזרעאל, מגדל פלפלים בחממה קטנה כבר עשרים שנה.',
    isActive: true,
  },
  {
    email: 'noa.bendavid@example.com',
    password: COMMUNITY_PASSWORD,
    username: 'noa_garden',
    firstName: 'נועה',
    lastName: 'בן דוד',
    role: 'user',
    bio: 'חובבת גינון מרפסות בתל אביב. עציצים, טפטפות וקצת יותר מדי זנים של פלפלים על שני מטרים רבועים.',
    isActive: true,
  },
  {
    email: 'avi.mizrahi@example.com',
    password: COMMUNITY_PASSWORD,
    username: 'avi_hotsauce',
    firstName: 'אבי',
    lastName: 'מזרחי',
    role: 'user',
    bio: 'מכין רטבים חריפים בבית בבאר שבע. הבנרו, מנגו ומלח, ואחר כך סבלנות.',
    isActive: true,
  },
  {
    email: 'tamar.shapira@example.com',
    password: COMMUNITY_PASSWORD,
    username: 'tamar.seeds',
    firstName: 'תמר',
    lastName: 'שפירא',
    role: 'user',
    bio: 'שומרת זרעים מהגליל. מגדלת זני מורשת ומארגנת מפגשי החלפת זרעים.',
    isActive: true,
  },
  {
    email: 'mike.thompson@example.com',
    password: COMMUNITY_PASSWORD,
    username: 'mike_scorpion',
    firstName: 'Mike',
    lastName: 'Thompson',
    role: 'user',
    bio: 'Superhot grower in central Texas. Reapers, Morugas and too many 7 Pots. I smoke and powder most of my harvest.',
    isActive: true,
  },
  {
    email: 'sarah.miller@example.com',
    password: COMMUNITY_PASSWORD,
    username: 'sarah.ferments',
    firstName: 'Sarah',
    lastName: 'Miller',
    role: 'user',
    bio: 'Fermentation nerd from Portland, Oregon. pH meter always within reach.',
    isActive: true,
  },
  {
    email: 'lars.nielsen@example.com',
    password: COMMUNITY_PASSWORD,
    username: 'pepper_lars',
    firstName: 'Lars',
    lastName: 'Nielsen',
    role: 'user',
    bio: 'Growing chinense and pubescens under LEDs and in a small greenhouse near Aarhus, Denmark. Overwintering is my sport.',
    isActive: true,
  },
  {
    email: 'kevin.brooks@example.com',
    password: COMMUNITY_PASSWORD,
    username: 'seed_deals',
    firstName: 'Kevin',
    lastName: 'Brooks',
    role: 'user',
    bio: 'Cheap rare seeds, message me.',
    isActive: false,
  },
];

export const ALL_SEED_USERS: UserSeed[] = [DEMO_ADMIN, DEMO_USER, ...COMMUNITY_USERS];
