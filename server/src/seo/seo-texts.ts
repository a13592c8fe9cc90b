import type { SeoLanguage } from './seo-html.js';

/** The site's own words in each language (the client's locales say the same: common, home, peppers, forum, content). */
export const SEO_TEXTS: Record<
  SeoLanguage,
  {
    siteName: string;
    description: string;
    pages: Record<'home' | 'peppers' | 'forum' | 'news' | 'recipes' | 'guides' | 'developers', { title: string; description: string }>;
    pepperDescription: (name: string, shu: string) => string;
    topicDescription: (subject: string) => string;
    /** The 404 page's title (the client's own heading of it). */
    notFound: string;
  }
> = {
  en: {
    siteName: 'Pepper Atlas',
    description:
      'A bilingual chili pepper encyclopedia: varieties with Scoville heat ratings, growing tips and a community forum, in Hebrew and English.',
    pages: {
      home: {
        title: 'Pepper Atlas',
        description: 'Chili pepper varieties with Scoville heat ratings, growing tips and a community forum, in Hebrew and English.',
      },
      peppers: {
        title: 'Pepper catalogue',
        description: 'Chili pepper varieties with their heat in Scoville heat units (SHU), species group, origin and growing notes.',
      },
      forum: {
        title: 'Forum',
        description: 'The Pepper Atlas community: questions, growing diaries, recipes and tastings.',
      },
      news: {
        title: 'News and events',
        description: 'What is happening in the chili world: festivals, workshops, tastings and meetups of growers.',
      },
      recipes: {
        title: 'Recipes',
        description: 'Recipes from mild to fiery, each with its ingredients and steps.',
      },
      guides: {
        title: 'Guides',
        description: 'Practical guides for growers, from the first seed to the last harvest.',
      },
      developers: {
        title: 'For developers',
        description: 'The Pepper Atlas API: GraphQL and REST, API keys with scopes, budgets per hour, a first query with curl and fetch.',
      },
    },
    pepperDescription: (name, shu) => `${name}: ${shu} Scoville heat units (SHU).`,
    topicDescription: (subject) => `A forum topic on Pepper Atlas: ${subject}.`,
    notFound: 'Page not found',
  },
  he: {
    siteName: 'אטלס הפלפלים',
    description: 'אנציקלופדיה דו־לשונית של פלפלים חריפים: זנים ודרגות חריפות בסקוביל, טיפים לגידול ופורום קהילה, בעברית ובאנגלית.',
    pages: {
      home: {
        title: 'אטלס הפלפלים',
        description: 'זני פלפלים חריפים ודרגות החריפות שלהם בסקוביל, טיפים לגידול ופורום קהילה, בעברית ובאנגלית.',
      },
      peppers: {
        title: 'קטלוג הפלפלים',
        description: 'זני פלפלים חריפים עם דרגת החריפות ביחידות סקוביל (SHU), קבוצת המין, ארץ המוצא והערות גידול.',
      },
      forum: {
        title: 'פורום',
        description: 'קהילת אטלס הפלפלים: שאלות, יומני גידול, מתכונים וטעימות.',
      },
      news: {
        title: 'חדשות ואירועים',
        description: 'מה קורה בעולם הפלפלים החריפים: פסטיבלים, סדנאות, טעימות ומפגשי מגדלים.',
      },
      recipes: {
        title: 'מתכונים',
        description: 'מתכונים מעדינים ועד לוהטים, כל אחד עם רשימת מצרכים ואופן הכנה.',
      },
      guides: {
        title: 'מדריכים',
        description: 'מדריכים מעשיים למגדלים, מהזרע הראשון ועד הקטיף האחרון.',
      },
      developers: {
        title: 'למפתחים',
        description: 'ה-API של אטלס הפלפלים: GraphQL ו-REST, מפתחות API עם הרשאות, תקציב לשעה, ושאילתה ראשונה עם curl ו-fetch.',
      },
    },
    pepperDescription: (name, shu) => `${name}: ${shu} יחידות חריפות סקוביל (SHU).`,
    topicDescription: (subject) => `נושא בפורום של אטלס הפלפלים: ${subject}.`,
    notFound: 'הדף לא נמצא',
  },
};
