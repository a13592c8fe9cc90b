import { escapeHtml, jsonForScript } from '@pepper-atlas/domain';

// The head of the first HTML answer: the built index.html with one page's title, description, links
// and social tags put in place of the generic ones. Everything put into the HTML is escaped here.

export type SeoLanguage = 'he' | 'en';
export const SEO_LANGUAGES: readonly SeoLanguage[] = ['he', 'en'];
/** The language of an address without ?lang= (the client's default too). */
export const DEFAULT_SEO_LANGUAGE: SeoLanguage = 'he';

export interface PageImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  type?: string;
}

export interface PageMeta {
  language: SeoLanguage;
  title: string;
  description: string;
  /** The page's path without ?lang= ("/peppers/habanero"). */
  path: string;
  image: PageImage;
  type: 'website' | 'article';
  jsonLd: object[];
}


/** The address of a page in a language: Hebrew (the default) has no parameter. */
export function pageUrl(origin: string, path: string, language: SeoLanguage): string {
  return `${origin}${path}${language === DEFAULT_SEO_LANGUAGE ? '' : `?lang=${language}`}`;
}

const OG_LOCALES: Record<SeoLanguage, string> = { he: 'he_IL', en: 'en_US' };

function headTags(meta: PageMeta, origin: string, siteName: string): string {
  const attr = escapeHtml;
  const canonical = pageUrl(origin, meta.path, meta.language);
  const image = meta.image;
  const lines = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}" />`,
    `<link rel="canonical" href="${attr(canonical)}" />`,
    ...SEO_LANGUAGES.map(
      (language) => `<link rel="alternate" hreflang="${language}" href="${attr(pageUrl(origin, meta.path, language))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${attr(pageUrl(origin, meta.path, DEFAULT_SEO_LANGUAGE))}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:site_name" content="${attr(siteName)}" />`,
    `<meta property="og:title" content="${attr(meta.title)}" />`,
    `<meta property="og:description" content="${attr(meta.description)}" />`,
    `<meta property="og:url" content="${attr(canonical)}" />`,
    `<meta property="og:image" content="${attr(image.url)}" />`,
    `<meta property="og:image:alt" content="${attr(image.alt)}" />`,
    ...(image.type ? [`<meta property="og:image:type" content="${attr(image.type)}" />`] : []),
    ...(image.width && image.height
      ? [`<meta property="og:image:width" content="${image.width}" />`, `<meta property="og:image:height" content="${image.height}" />`]
      : []),
    `<meta property="og:locale" content="${OG_LOCALES[meta.language]}" />`,
    ...SEO_LANGUAGES.filter((l) => l !== meta.language).map((l) => `<meta property="og:locale:alternate" content="${OG_LOCALES[l]}" />`),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${attr(meta.title)}" />`,
    `<meta name="twitter:description" content="${attr(meta.description)}" />`,
    `<meta name="twitter:image" content="${attr(image.url)}" />`,
    `<meta name="twitter:image:alt" content="${attr(image.alt)}" />`,
    // Data, not code: the CSP's script-src does not apply to it (browsers never run this type).
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return lines.map((line) => `    ${line}`).join('\n');
}

// The generic tags of the built index.html that a page's own replace.
const GENERIC_TAGS = [
  /[ \t]*<meta\s+name="description"[^>]*>\n?/g,
  /[ \t]*<meta\s+property="og:[^"]*"[^>]*>\n?/g,
  /[ \t]*<meta\s+name="twitter:[^"]*"[^>]*>\n?/g,
  /[ \t]*<link\s+rel="(?:canonical|alternate)"[^>]*>\n?/g,
];

/** The built index.html with this page's head and <html lang dir>. */
export function renderPageHtml(template: string, meta: PageMeta, origin: string, siteName: string): string {
  const MARK = '\u0000seo-head\u0000';
  let html = template.replace(/[ \t]*<title>[\s\S]*?<\/title>/, MARK);
  for (const pattern of GENERIC_TAGS) html = html.replace(pattern, '');
  const dir = meta.language === 'he' ? 'rtl' : 'ltr';
  html = html.replace(/<html[^>]*>/, `<html lang="${meta.language}" dir="${dir}">`);
  const head = headTags(meta, origin, siteName);
  // A function replacement: "$&" and the like in a pepper's name stay text.
  return html.includes(MARK) ? html.replace(MARK, () => head) : html.replace('</head>', () => `${head}\n  </head>`);
}
