import { LIMITS } from '@pepper-atlas/domain';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readImageZip } from './imageZip';

const bytes = (n: number) => new Uint8Array(n).fill(7);

describe('readImageZip', () => {
  it('names each picture by its slug and keeps the single upload rules', () => {
    const zip = zipSync({
      'Habanero.JPG': bytes(10),
      'photos/carolina-reaper.webp': bytes(20),
      'notes.txt': bytes(5),
      'huge.png': bytes(LIMITS.image.maxBytes + 1),
      '__MACOSX/._habanero.jpg': bytes(3),
      '.DS_Store': bytes(3),
      'empty-folder/': new Uint8Array(),
    });
    const images = readImageZip(zip);
    expect(images.map(({ path, slug, problem }) => ({ path, slug, problem }))).toEqual([
      { path: 'Habanero.JPG', slug: 'habanero', problem: null },
      { path: 'huge.png', slug: 'huge', problem: 'imageTooLarge' },
      { path: 'notes.txt', slug: 'notes', problem: 'imageInvalidType' },
      { path: 'photos/carolina-reaper.webp', slug: 'carolina-reaper', problem: null },
    ]);
    expect(images[0].file).toMatchObject({ name: 'Habanero.JPG', type: 'image/jpeg', size: 10 });
    expect(images[2].file).toBeNull();
  });

  it('refuses a file that is not a ZIP', () => {
    expect(() => readImageZip(new TextEncoder().encode('not a zip'))).toThrow();
  });
});
