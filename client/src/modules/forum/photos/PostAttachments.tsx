import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '@/modules/ui/lazyComponent';
import type { PostPhoto } from './postImages';
import './photos.css';

const Lightbox = lazyComponent('Lightbox', () => import('./Lightbox').then((m) => m.Lightbox), null);

export interface PostAttachmentsProps {
  photos: readonly PostPhoto[];
}

/**
 * A post's photos under its text: thumbnails at their own proportions (width and height given, so nothing shifts as
 * they arrive; loaded as they come near), each a button that opens the lightbox (its code loads on the first open).
 */
export function PostAttachments({ photos }: PostAttachmentsProps) {
  const { t } = useTranslation('forum');
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <ul className="post-photos" aria-label={t('photos.gallery', { count: photos.length })}>
        {photos.map((photo, index) => (
          <li key={photo.id} className="post-photos__item">
            <button
              type="button"
              className="post-photos__open"
              onClick={() => setOpen(index)}
              aria-label={t('photos.open', {
                number: index + 1,
                count: photos.length,
                alt: photo.alt,
              })}
            >
              <img src={photo.thumbnailUrl} width={photo.width} height={photo.height} alt="" loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && <Lightbox photos={photos} start={open} onClose={() => setOpen(null)} />}
    </>
  );
}
