import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { findRepoRoot } from '../config/repo-root.js';
import { Guide, NewsEvent, Recipe } from '../content/content.entities.js';
import { ContentService, PAGE_KINDS, type ContentPageKind } from '../content/content.service.js';
import { Pepper } from '../peppers/pepper.entity.js';
import { topicSource } from '../topics/post-html.utils.js';
import { postText } from '../topics/post-markdown.utils.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../accounts/user.entity.js';
import { CARD_HEIGHT, CARD_WIDTH, renderPepperCard } from './pepper-card.js';
import { type PageMeta, pageUrl, renderPageHtml, SEO_LANGUAGES, type SeoLanguage } from './seo-html.js';
import { SEO_TEXTS } from './seo-texts.js';
import { recordCacheLookup } from '../common/cache-stats.js';

export type StaticPage = keyof (typeof SEO_TEXTS)['en']['pages'];

/** The kinds of content with a page of each entry (their list's path is the kind). */

/** The paths of the site's main pages (sitemap and page heads). */
export const STATIC_PAGE_PATHS: Record<StaticPage, string> = {
  home: '/',
  peppers: '/peppers',
  forum: '/forum',
  news: '/news',
  recipes: '/recipes',
  guides: '/guides',
  developers: '/developers',
};

const DESCRIPTION_MAX = 160;
/** Rendered cards kept in memory (a card is ~30 KB; it changes only when its pepper does). */
const CARD_CACHE_SIZE = 200;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

/** The address of a pepper's generated preview card; its edit time in the address, so a changed pepper gets a new one. */
export function cardPath(pepper: Pick<Pepper, 'slug' | 'lastUpdated'>): string {
  return `/cards/peppers/${pepper.slug}.png?v=${pepper.lastUpdated.getTime()}`;
}

@Injectable()
export class SeoService {
  private template: string | undefined;
  private readonly cards = new Map<string, Promise<Buffer>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(Pepper) private readonly peppers: Repository<Pepper>,
    @InjectRepository(Topic) private readonly topics: Repository<Topic>,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(NewsEvent) private readonly newsEvents: Repository<NewsEvent>,
    @InjectRepository(Recipe) private readonly recipes: Repository<Recipe>,
    @InjectRepository(Guide) private readonly guides: Repository<Guide>,
    private readonly content: ContentService,
  ) {}

  /** The built index.html, read once (a new build comes with a restart); undefined without a client build. */
  private indexHtml(): string | undefined {
    if (this.template === undefined) {
      const file = join(this.config.clientDir, 'index.html');
      if (!existsSync(file)) return undefined;
      this.template = readFileSync(file, 'utf8');
    }
    return this.template;
  }

  /** Whether the client is built (its index.html is there). */
  hasClient(): boolean {
    return this.indexHtml() !== undefined;
  }

  /**
   * The page's first HTML: the built index.html with the page's head. `fromSource` (outside production:
   * `npm run dev`, whose Vite then transforms the answer as it does its own index.html) writes it into the
   * client's source index.html instead, read afresh each time.
   */
  render(meta: PageMeta, origin: string, fromSource = false): string | undefined {
    const template = fromSource && this.config.env !== 'production' ? this.sourceIndexHtml() : this.indexHtml();
    return template && renderPageHtml(template, meta, origin, SEO_TEXTS[meta.language].siteName);
  }

  private sourceIndexHtml(): string | undefined {
    const file = join(findRepoRoot(), 'client', 'index.html');
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  }

  private siteImage(origin: string, language: SeoLanguage) {
    return { url: `${origin}/favicon.svg`, alt: SEO_TEXTS[language].siteName };
  }

  staticPage(page: StaticPage, language: SeoLanguage, origin: string): PageMeta {
    const texts = SEO_TEXTS[language];
    const { title, description } = texts.pages[page];
    const path = STATIC_PAGE_PATHS[page];
    const jsonLd: object[] =
      page === 'home'
        ? [
            {
              '@context': 'https://schema.org',
              '@type': 'WebSite',
              name: texts.siteName,
              url: `${origin}/`,
              inLanguage: language,
              potentialAction: {
                '@type': 'SearchAction',
                target: `${origin}/peppers?searchTerm={search_term_string}`,
                'query-input': 'required name=search_term_string',
              },
            },
          ]
        : [
            {
              '@context': 'https://schema.org',
              '@type': 'CollectionPage',
              name: title,
              url: pageUrl(origin, path, language),
              inLanguage: language,
            },
          ];
    return {
      language,
      title: page === 'home' ? title : `${title} | ${texts.siteName}`,
      description,
      path,
      image: this.siteImage(origin, language),
      type: 'website',
      jsonLd,
    };
  }

  /** The head of another page of the app (sign-in, sign-up, the 404 page): the site's name and description. */
  appPage(path: string, language: SeoLanguage, origin: string): PageMeta {
    const texts = SEO_TEXTS[language];
    return { language, title: texts.siteName, description: texts.description, path, image: this.siteImage(origin, language), type: 'website', jsonLd: [] };
  }

  /** The head of the 404 page: its own title. */
  notFoundPage(path: string, language: SeoLanguage, origin: string): PageMeta {
    const texts = SEO_TEXTS[language];
    return { ...this.appPage(path, language, origin), title: `${texts.notFound} | ${texts.siteName}` };
  }

  /** The head of /users/<username>; null for no such member. */
  async memberPage(username: string, language: SeoLanguage, origin: string): Promise<PageMeta | null> {
    if (username.length > 30) return null;
    const user = await this.users
      .createQueryBuilder('user')
      .where('lower(user.username) = lower(:username)', { username })
      .getOne();
    if (!user) return null;
    const texts = SEO_TEXTS[language];
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;
    const path = `/users/${encodeURIComponent(user.username)}`;
    return {
      language,
      title: `${name} (@${user.username}) | ${texts.siteName}`,
      description: clip(user.bio ?? texts.description),
      path,
      image: user.avatar ? { url: user.avatar.startsWith('/') ? `${origin}${user.avatar}` : user.avatar, alt: name } : this.siteImage(origin, language),
      type: 'website',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          url: pageUrl(origin, path, language),
          inLanguage: language,
          mainEntity: { '@type': 'Person', name, alternateName: user.username, ...(user.bio ? { description: clip(user.bio) } : {}) },
        },
      ],
    };
  }

  /** The head of /peppers/<slug>; null for no such active pepper. */
  async pepperPage(slug: string, language: SeoLanguage, origin: string): Promise<PageMeta | null> {
    const pepper = await this.activePepper(slug);
    if (!pepper) return null;
    const texts = SEO_TEXTS[language];
    const path = `/peppers/${pepper.slug}`;
    const localName = language === 'he' && pepper.hebName ? `${pepper.hebName} (${pepper.name})` : pepper.name;
    const text = language === 'he' ? (pepper.hebDescription ?? pepper.description) : (pepper.description ?? pepper.hebDescription);
    const description = clip(text ?? texts.pepperDescription(localName, pepper.shu));
    const image = pepper.img
      ? { url: `${origin}${pepper.img}`, alt: localName, type: 'image/webp' }
      : {
          url: `${origin}${cardPath(pepper)}`,
          alt: localName,
          type: 'image/png',
          width: CARD_WIDTH,
          height: CARD_HEIGHT,
        };
    const url = pageUrl(origin, path, language);
    return {
      language,
      title: `${localName} | ${texts.siteName}`,
      description,
      path,
      image,
      type: 'article',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: localName,
          url,
          inLanguage: language,
          description,
          dateModified: pepper.lastUpdated.toISOString(),
          primaryImageOfPage: image.url,
          mainEntity: {
            '@type': 'Thing',
            name: pepper.name,
            ...(pepper.hebName ? { alternateName: pepper.hebName } : {}),
            description,
            image: image.url,
            url,
          },
        },
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            {
              '@type': 'ListItem',
              position: 1,
              name: texts.pages.peppers.title,
              item: pageUrl(origin, '/peppers', language),
            },
            { '@type': 'ListItem', position: 2, name: localName, item: url },
          ],
        },
      ],
    };
  }

  /**
   * The head of /news/<slug>, /recipes/<slug> or /guides/<slug>; null for no such entry. Its JSON-LD is what the entry
   * is: a NewsArticle, a Recipe (ingredients, steps, time, yield) or a HowTo (its steps), with the breadcrumbs.
   */
  async contentPage(kind: ContentPageKind, slug: string, language: SeoLanguage, origin: string): Promise<PageMeta | null> {
    const entry = await this.content.findBySlug<NewsEvent | Recipe | Guide>(PAGE_KINDS[kind], slug);
    if (!entry) return null;
    const texts = SEO_TEXTS[language];
    const he = language === 'he';
    const title = (he && entry.hebTitle) || entry.title;
    const path = `/${kind}/${entry.slug}`;
    const url = pageUrl(origin, path, language);
    const image = entry.image ? { url: `${origin}${entry.image}`, alt: title, type: 'image/webp' } : this.siteImage(origin, language);
    const published = entry.createdAt.toISOString();
    const steps = (list: string[]) => list.map((text, i) => ({ '@type': 'HowToStep', position: i + 1, text }));
    let description: string;
    let main: object;
    if (entry instanceof NewsEvent) {
      description = clip((he && entry.hebText) || entry.text);
      main = { '@type': 'NewsArticle', headline: title, description, datePublished: published, dateModified: entry.updatedAt.toISOString() };
    } else if (entry instanceof Recipe) {
      description = clip((he && entry.hebDescription) || entry.description);
      const ingredients = he && entry.hebIngredients.length > 0 ? entry.hebIngredients : entry.ingredients;
      const instructions = he && entry.hebSteps.length > 0 ? entry.hebSteps : entry.steps;
      main = {
        '@type': 'Recipe',
        name: title,
        description,
        datePublished: published,
        totalTime: `PT${entry.timeMinutes}M`,
        recipeYield: String(entry.servings),
        recipeIngredient: ingredients,
        recipeInstructions: steps(instructions),
      };
    } else {
      description = clip((he && entry.hebDescription) || entry.description);
      const body = he && entry.hebBody.length > 0 ? entry.hebBody : entry.body;
      main = { '@type': 'HowTo', name: title, description, datePublished: published, totalTime: `PT${entry.durationMinutes}M`, step: steps(body) };
    }
    const list = texts.pages[kind].title;
    return {
      language,
      title: `${title} | ${texts.siteName}`,
      description,
      path,
      image,
      type: 'article',
      jsonLd: [
        { '@context': 'https://schema.org', ...main, url, inLanguage: language, image: image.url, publisher: { '@type': 'Organization', name: texts.siteName, url: `${origin}/` } },
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: list, item: pageUrl(origin, `/${kind}`, language) },
            { '@type': 'ListItem', position: 2, name: title, item: url },
          ],
        },
      ],
    };
  }

  /** The head of /forum/topic/<id>; null for no such topic. */
  async topicPage(id: string, language: SeoLanguage, origin: string): Promise<PageMeta | null> {
    const topic = isUUID(id)
      ? await this.topics.findOne({
          where: { id },
          relations: { author: true },
        })
      : null;
    if (!topic) return null;
    const texts = SEO_TEXTS[language];
    const path = `/forum/topic/${topic.id}`;
    // The description as its reader sees it (no Markdown syntax), as a link preview shows it.
    const description = clip(postText(topicSource(topic.description)) || texts.topicDescription(topic.subject));
    return {
      language,
      title: `${topic.title} | ${texts.siteName}`,
      description,
      path,
      image: this.siteImage(origin, language),
      type: 'article',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'DiscussionForumPosting',
          headline: topic.title,
          text: description,
          url: pageUrl(origin, path, language),
          datePublished: topic.createDate.toISOString(),
          dateModified: topic.updatedAt.toISOString(),
          ...(topic.author ? { author: { '@type': 'Person', name: topic.author.username } } : {}),
          commentCount: topic.commentsCount,
        },
      ],
    };
  }

  private activePepper(slug: string): Promise<Pepper | null> {
    return slug.length <= 80 ? this.peppers.findOneBy({ slug: slug.toLowerCase(), isActive: true }) : Promise.resolve(null);
  }

  /** The slug of an active pepper by its id (old ?pepper=<id> links). */
  async slugOf(id: string): Promise<string | null> {
    if (!isUUID(id)) return null;
    return (await this.peppers.findOne({ select: { slug: true }, where: { id, isActive: true } }))?.slug ?? null;
  }

  /** The preview card PNG of an active pepper, rendered once per version of the pepper. */
  async card(slug: string): Promise<Buffer | null> {
    const pepper = await this.activePepper(slug);
    if (!pepper) return null;
    const key = `${pepper.id}:${pepper.lastUpdated.getTime()}`;
    let card = this.cards.get(key);
    recordCacheLookup('pepper-cards', card !== undefined);
    if (!card) {
      card = renderPepperCard(pepper);
      card.catch(() => this.cards.delete(key));
      this.cards.set(key, card);
      // Oldest first out: a Map keeps insertion order.
      if (this.cards.size > CARD_CACHE_SIZE) this.cards.delete(this.cards.keys().next().value as string);
    }
    return card;
  }

  async sitemap(origin: string): Promise<string> {
    const slugged = { select: { slug: true, updatedAt: true }, where: { published: true }, order: { slug: 'ASC' } } as const;
    const [peppers, topics, newsEvents, recipes, guides] = await Promise.all([
      this.peppers.find({
        select: { slug: true, lastUpdated: true },
        where: { isActive: true },
        order: { slug: 'ASC' },
      }),
      this.topics.find({
        select: { id: true, updatedAt: true },
        order: { createDate: 'DESC' },
      }),
      this.newsEvents.find(slugged),
      this.recipes.find(slugged),
      this.guides.find(slugged),
    ]);
    const xml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    const entry = (path: string, modified?: Date) =>
      [
        '  <url>',
        `    <loc>${xml(pageUrl(origin, path, 'he'))}</loc>`,
        ...(modified ? [`    <lastmod>${modified.toISOString()}</lastmod>`] : []),
        ...SEO_LANGUAGES.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${xml(pageUrl(origin, path, l))}"/>`),
        '  </url>',
      ].join('\n');
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...Object.values(STATIC_PAGE_PATHS).map((path) => entry(path)),
      ...peppers.map((p) => entry(`/peppers/${p.slug}`, p.lastUpdated)),
      ...topics.map((t) => entry(`/forum/topic/${t.id}`, t.updatedAt)),
      ...newsEvents.map((n) => entry(`/news/${n.slug}`, n.updatedAt)),
      ...recipes.map((r) => entry(`/recipes/${r.slug}`, r.updatedAt)),
      ...guides.map((g) => entry(`/guides/${g.slug}`, g.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
  }

  robots(origin: string): string {
    return [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /profile',
      'Disallow: /login',
      'Disallow: /register',
      // Account pages of mailed links (their tokens work once): nothing to index.
      'Disallow: /forgot-password',
      'Disallow: /reset-password',
      'Disallow: /verify-email',
      'Disallow: /cancel-email-change',
      'Disallow: /api/',
      'Disallow: /graphql',
      'Disallow: /graphiql',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /** The site's address: PUBLIC_URL when set (it should be in production), else the request's own. */
  origin(requestOrigin: string): string {
    return (this.config.mail.publicUrl ?? requestOrigin).replace(/\/+$/, '');
  }
}
