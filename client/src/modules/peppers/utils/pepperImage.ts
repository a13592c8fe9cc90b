import type { CataloguePepperFieldsFragment } from '@/generated/graphql';
import { DEFAULT_PEPPER_PICTURE, pepperIllustration } from './pepperIllustration';

export type PicturedPepper = Pick<
  CataloguePepperFieldsFragment,
  'img' | 'imageSrcSet' | 'lastUpdated' | 'color' | 'unripeColor' | 'shape'
>;

/** Where our server keeps uploaded pictures. */
const UPLOADS_PATH = '/uploads/';

export interface PepperPicture {
  src: string;
  srcSet?: string;
  /** A server image (it may fail to load); otherwise a drawn picture. */
  fromServer: boolean;
}

/** An image URL is used only when it points at our own uploads (same origin, under /uploads/). */
export function isOwnUpload(url: string | null | undefined, origin = window.location.origin): boolean {
  if (!url) return false;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && parsed.pathname.startsWith(UPLOADS_PATH) && !parsed.pathname.includes('..');
  } catch {
    return false;
  }
}

/** Appends `v=<last update>` so a replaced picture is never served from an old cache. */
export function withCacheBust(url: string, lastUpdated: string): string {
  const time = Date.parse(lastUpdated);
  const version = Number.isNaN(time) ? lastUpdated : String(time);
  if (!version) return url;
  return `${url}${url.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}`;
}

/** The srcset with each candidate cache-busted; candidates outside our uploads are dropped. */
export function cacheBustedSrcSet(srcSet: string | null | undefined, lastUpdated: string): string | undefined {
  if (!srcSet) return undefined;
  const candidates = srcSet
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => isOwnUpload(url))
    .map(([url, descriptor]) => [withCacheBust(url!, lastUpdated), descriptor].filter(Boolean).join(' '));
  return candidates.length > 0 ? candidates.join(', ') : undefined;
}

/**
 * The picture to show (docs/product-rules.md#data): our uploaded image with its responsive srcset, else the
 * pepper's drawn fallback picture (from its colour and shape), else the default picture.
 */
export function pepperPicture(pepper: PicturedPepper): PepperPicture {
  if (pepper.img && isOwnUpload(pepper.img)) {
    return {
      src: withCacheBust(pepper.img, pepper.lastUpdated),
      srcSet: cacheBustedSrcSet(pepper.imageSrcSet, pepper.lastUpdated),
      fromServer: true,
    };
  }
  return { src: pepperIllustration(pepper.color, pepper.unripeColor, pepper.shape), fromServer: false };
}

export { DEFAULT_PEPPER_PICTURE };
