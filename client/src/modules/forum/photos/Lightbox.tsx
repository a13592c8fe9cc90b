import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/modules/auth/session/useSession';
import { Dialog } from '@/modules/ui/components/Dialog';
import { ReportDialog } from '../components/ReportDialog';
import type { PostPhoto } from './postImages';
import './photos.css';

export interface LightboxProps {
  photos: readonly PostPhoto[];
  /** The photo it opens on. */
  start: number;
  onClose: () => void;
}

/** A swipe shorter than this (CSS pixels) is a tap. */
const SWIPE_MIN = 40;

/**
 * A post's photos one at a time, large, with the alt text as caption: a dialog (Escape closes it and the focus goes
 * back to the thumbnail that opened it), the arrow keys, Home and End, the buttons or a swipe move. Right to left
 * aware: in Hebrew "next" is to the left, for the arrow keys, the buttons' arrows and the swipe.
 */
export function Lightbox({ photos, start, onClose }: LightboxProps) {
  const { t, i18n } = useTranslation('forum');
  const [index, setIndex] = useState(() => Math.min(Math.max(start, 0), photos.length - 1));
  const signedIn = Boolean(useSession()?.user);
  const [reporting, setReporting] = useState<string | null>(null);
  const swipeFrom = useRef<number | null>(null);
  const rtl = i18n.dir() === 'rtl';
  const photo = photos[index]!;
  const last = photos.length - 1;
  const go = (to: number) => setIndex(Math.min(Math.max(to, 0), last));

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: index + 1,
      [back]: index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    go(moves[event.key]!);
  };

  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeFrom.current === null) return;
    const moved = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(moved) < SWIPE_MIN) return;
    // The finger pulls the next photo in from the side "next" is on: from the end edge (right in LTR, left in RTL).
    const forward = rtl ? moved > 0 : moved < 0;
    go(index + (forward ? 1 : -1));
  };

  return (
    <Dialog
      title={t('photos.lightboxTitle', {
        number: index + 1,
        count: photos.length,
      })}
      onClose={onClose}
      size="medium"
    >
      <div
        className="lightbox"
        onKeyDown={handleKeyDown}
        onPointerDown={(event) => {
          swipeFrom.current = event.clientX;
        }}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => {
          swipeFrom.current = null;
        }}
      >
        <figure className="lightbox__figure">
          <img className="lightbox__image" src={photo.url} width={photo.width} height={photo.height} alt={photo.alt} draggable={false} />
          {photo.alt && (
            <figcaption className="lightbox__caption" dir="auto">
              {photo.alt}
            </figcaption>
          )}
        </figure>
        {signedIn && (
          <button type="button" className="button button--ghost button--small lightbox__report" onClick={() => setReporting(photo.id)}>
            {t('report.titlePhoto')}
          </button>
        )}
        {photos.length > 1 && (
          <div className="lightbox__nav">
            <button type="button" className="button button--ghost button--small" onClick={() => go(index - 1)} disabled={index === 0}>
              <span aria-hidden="true">{rtl ? '→' : '←'}</span> {t('photos.previous')}
            </button>
            <span className="lightbox__count" aria-live="polite">
              {t('photos.position', {
                number: index + 1,
                count: photos.length,
              })}
            </span>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => go(index + 1)}
              disabled={index === last}
              data-autofocus
            >
              {t('photos.next')} <span aria-hidden="true">{rtl ? '←' : '→'}</span>
            </button>
          </div>
        )}
      </div>
      {reporting && <ReportDialog target={{ kind: 'photo', id: reporting }} onClose={() => setReporting(null)} />}
    </Dialog>
  );
}
