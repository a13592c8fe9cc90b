import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cataloguePepper } from '../test/catalogueMocks';
import { cacheBustedSrcSet, isOwnUpload, withCacheBust } from '../utils/pepperImage';
import { DEFAULT_PEPPER_PICTURE, pepperIllustration } from '../utils/pepperIllustration';
import { PepperImage } from './PepperImage';

const UPLOAD = '/uploads/peppers/0b7c7a52-8f3e-4f39-9c1b-3f0f8c6e2a11-1280.webp';
const SRCSET = [320, 640, 1280].map((w) => `/uploads/peppers/0b7c7a52-8f3e-4f39-9c1b-3f0f8c6e2a11-${w}.webp ${w}w`).join(', ');
const UPDATED = '2024-05-01T10:00:00.000Z';
const VERSION = String(Date.parse(UPDATED));

const image = () => screen.getByRole('img') as HTMLImageElement;

describe('Pepper pictures', () => {
  it('uses our uploaded image, cache-busted, with its responsive srcset, lazily and at a fixed size', () => {
    render(
      <PepperImage
        pepper={cataloguePepper({ img: UPLOAD, imageSrcSet: SRCSET, lastUpdated: UPDATED })}
        alt="Carolina Reaper"
        sizes="20rem"
      />,
    );
    expect(image().getAttribute('src')).toBe(`${UPLOAD}?v=${VERSION}`);
    expect(image().getAttribute('srcset')).toBe(
      [320, 640, 1280].map((w) => `/uploads/peppers/0b7c7a52-8f3e-4f39-9c1b-3f0f8c6e2a11-${w}.webp?v=${VERSION} ${w}w`).join(', '),
    );
    expect(image().getAttribute('sizes')).toBe('20rem');
    expect(image().getAttribute('loading')).toBe('lazy');
    expect(image().getAttribute('width')).toBe('640');
    expect(image().getAttribute('height')).toBe('480');
    expect(image().dataset.source).toBe('server');
  });

  it("never loads an image from another host; the pepper's own drawing is used instead", () => {
    render(
      <PepperImage
        pepper={cataloguePepper({ img: 'https://images.example.com/reaper.jpg', color: 'red', shape: 'scorpion_tail' })}
        alt="Carolina Reaper"
        sizes="20rem"
      />,
    );
    expect(image().getAttribute('src')).toBe(pepperIllustration('red', null, 'scorpion_tail'));
    expect(image().getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(image().hasAttribute('srcset')).toBe(false);
    expect(image().dataset.source).toBe('fallback');
  });

  it('draws each pepper in its colour and shape, and uses the default picture when both are unknown', () => {
    const red = pepperIllustration('red', null, 'conical');
    const yellow = pepperIllustration('yellow', null, 'conical');
    const round = pepperIllustration('red', null, 'round');
    expect(new Set([red, yellow, round]).size).toBe(3);
    expect(decodeURIComponent(yellow)).toContain('#f2c12e');
    expect(decodeURIComponent(pepperIllustration('red', 'green', 'bell'))).toMatch(/stop-color="#3f9a3a".*stop-color="#cf2a22"/);
    expect(pepperIllustration(null, null, null)).toBe(DEFAULT_PEPPER_PICTURE);
    expect(pepperIllustration('Plaid', null, 'Cubist')).toBe(DEFAULT_PEPPER_PICTURE);
  });

  it('falls back to the default picture when the image fails to load', () => {
    const { container } = render(<PepperImage pepper={cataloguePepper({ img: UPLOAD, imageSrcSet: SRCSET })} alt="" sizes="20rem" />);
    const decorative = container.querySelector('img')!;
    expect(decorative.getAttribute('alt')).toBe('');
    fireEvent.error(decorative);
    expect(decorative.getAttribute('src')).toBe(DEFAULT_PEPPER_PICTURE);
    expect(decorative.hasAttribute('srcset')).toBe(false);
    expect(decorative.dataset.source).toBe('default');
  });

  it('accepts only our own /uploads/ addresses', () => {
    const origin = 'https://pepper-atlas.example';
    expect(isOwnUpload('/uploads/peppers/a.webp', origin)).toBe(true);
    expect(isOwnUpload(`${origin}/uploads/peppers/a.webp`, origin)).toBe(true);
    expect(isOwnUpload('https://cdn.example/uploads/peppers/a.webp', origin)).toBe(false);
    expect(isOwnUpload('//cdn.example/uploads/a.webp', origin)).toBe(false);
    expect(isOwnUpload('/images/a.webp', origin)).toBe(false);
    expect(isOwnUpload('javascript:alert(1)', origin)).toBe(false);
    expect(isOwnUpload(null, origin)).toBe(false);
    expect(withCacheBust('/uploads/a.webp?w=1', UPDATED)).toBe(`/uploads/a.webp?w=1&v=${VERSION}`);
    expect(cacheBustedSrcSet('https://cdn.example/x.webp 320w, /uploads/y.webp 640w', UPDATED)).toBe(`/uploads/y.webp?v=${VERSION} 640w`);
  });
});
