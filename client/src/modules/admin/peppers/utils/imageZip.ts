import { validateImageFile } from '@pepper-atlas/domain';
import { unzipSync } from 'fflate';

/** Picture types the upload takes, by file extension (a ZIP entry has no MIME type of its own). */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** One file of the ZIP: the slug its name gives, and the picture (or why it cannot be one). */
export interface ZipImage {
  path: string;
  slug: string;
  file: File | null;
  /** A domain message key (imageInvalidType, imageTooLarge), or null when the file may be uploaded. */
  problem: 'imageInvalidType' | 'imageTooLarge' | null;
}

/**
 * The pictures of a ZIP, named by pepper slug (`habanero.jpg`, `photos/carolina-reaper.webp`). Folders, hidden
 * files and the `__MACOSX` copies a Mac adds are left out; the type and size rules are the single upload's.
 */
export function readImageZip(data: Uint8Array): ZipImage[] {
  const entries = unzipSync(data, {
    filter: (entry) => !entry.name.endsWith('/') && !entry.name.startsWith('__MACOSX/') && !/(^|\/)\./.test(entry.name),
  });
  return Object.entries(entries)
    .map(([path, bytes]) => {
      const base = path.split('/').pop() ?? path;
      const dot = base.lastIndexOf('.');
      const extension = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
      const slug = (dot > 0 ? base.slice(0, dot) : base).trim().toLowerCase();
      const type = TYPES[extension] ?? '';
      const problem = validateImageFile({ size: bytes.length, type }) as ZipImage['problem'];
      const file = problem ? null : new File([bytes as BlobPart], base, { type });
      return { path, slug, file, problem };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
