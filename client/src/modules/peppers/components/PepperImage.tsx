import { useState } from 'react';
import { DEFAULT_PEPPER_PICTURE, pepperPicture, type PicturedPepper } from '../utils/pepperImage';
import './PepperImage.css';

export interface PepperImageProps {
  pepper: PicturedPepper;
  /** Empty when the picture only decorates a named card. */
  alt: string;
  /** Rendered size hints for the srcset, e.g. "(min-width: 40rem) 20rem, 100vw". */
  sizes: string;
  /** The first pictures of a page load at once; the rest when scrolled near. */
  loading?: 'lazy' | 'eager';
  className?: string;
}

/** Intrinsic size (4:3) given to every picture, so nothing shifts while it loads. */
const WIDTH = 640;
const HEIGHT = 480;

/**
 * A pepper picture: our uploaded image (cache-busted, responsive), else its drawn fallback; a
 * picture that fails to load is replaced by the default picture.
 */
export function PepperImage({ pepper, alt, sizes, loading = 'lazy', className }: PepperImageProps) {
  const picture = pepperPicture(pepper);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === picture.src;

  const handleError = () => {
    if (!failed) setFailedSrc(picture.src);
  };

  return (
    <img
      className={['pepper-image', className].filter(Boolean).join(' ')}
      src={failed ? DEFAULT_PEPPER_PICTURE : picture.src}
      srcSet={failed ? undefined : picture.srcSet}
      sizes={!failed && picture.srcSet ? sizes : undefined}
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      loading={loading}
      decoding="async"
      data-source={failed ? 'default' : picture.fromServer ? 'server' : 'fallback'}
      onError={handleError}
    />
  );
}
