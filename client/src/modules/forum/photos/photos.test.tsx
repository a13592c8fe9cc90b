import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MockedProvider } from '@apollo/client/testing/react';
import { createI18n } from '@/core/i18n/createI18n';
import { ReportContentDocument } from '@/generated/graphql';
import { storeSession } from '@/test/renderApp';
import { AttachmentPicker } from './AttachmentPicker';
import { Lightbox } from './Lightbox';
import { PostAttachments } from './PostAttachments';
import { photoErrorOf, PhotoUploadError, type PostPhoto } from './postImages';

const upload = vi.hoisted(() => vi.fn());
vi.mock('./postImages', async (original) => ({
  ...(await original<typeof import('./postImages')>()),
  uploadPostPhoto: upload,
}));

const photo = (n: number, alt = ''): PostPhoto => ({
  id: `p${n}`,
  url: `/uploads/posts/p${n}-1280.webp`,
  thumbnailUrl: `/uploads/posts/p${n}-320.webp`,
  width: 640,
  height: 480,
  alt,
});

const PHOTOS = [photo(1, 'A red habanero'), photo(2, 'Seedlings'), photo(3)];

function inLanguage(language: 'en' | 'he', node: React.ReactNode) {
  return render(<I18nextProvider i18n={createI18n(language)}>{node}</I18nextProvider>);
}

function Picker({ initial = [] as PostPhoto[], onChange = (_: PostPhoto[]) => {} }) {
  const [photos, setPhotos] = useState(initial);
  return (
    <form>
      <AttachmentPicker
        photos={photos}
        onChange={(next) => {
          setPhotos(next);
          onChange(next);
        }}
      />
    </form>
  );
}

const file = (name: string, type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], name, { type });

function pick(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, { target: { files } });
}

describe('Lightbox', () => {
  it('moves with the arrow keys, Home and End, shows the alt text as caption and closes with Escape (English)', () => {
    const onClose = vi.fn();
    inLanguage('en', <Lightbox photos={PHOTOS} start={0} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Photo 1 of 3' });
    expect(screen.getByRole('img', { name: 'A red habanero' })).toBeTruthy();
    expect(dialog.querySelector('figcaption')?.textContent).toBe('A red habanero');
    fireEvent.keyDown(dialog.querySelector('.lightbox')!, {
      key: 'ArrowRight',
    });
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeTruthy();
    fireEvent.keyDown(dialog.querySelector('.lightbox')!, { key: 'End' });
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeTruthy();
    // The last has no alt text: no caption.
    expect(dialog.querySelector('figcaption')).toBeNull();
    fireEvent.keyDown(dialog.querySelector('.lightbox')!, {
      key: 'ArrowRight',
    });
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeTruthy();
    fireEvent.keyDown(dialog.querySelector('.lightbox')!, { key: 'Home' });
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Next/ }).textContent).toContain('→');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('reads right to left in Hebrew: ArrowLeft and a swipe to the right go to the next photo, whose arrow points left', () => {
    inLanguage('he', <Lightbox photos={PHOTOS} start={0} onClose={() => {}} />);
    const box = document.querySelector('.lightbox')!;
    fireEvent.keyDown(box, { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog', { name: 'תמונה 2 מתוך 3' })).toBeTruthy();
    fireEvent.keyDown(box, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'תמונה 1 מתוך 3' })).toBeTruthy();
    fireEvent.pointerDown(box, { clientX: 100 });
    fireEvent.pointerUp(box, { clientX: 220 });
    expect(screen.getByRole('dialog', { name: 'תמונה 2 מתוך 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /הבאה/ }).textContent).toContain('←');
  });

  it('swipes to the left for the next photo in English; a tap moves nothing', () => {
    inLanguage('en', <Lightbox photos={PHOTOS} start={1} onClose={() => {}} />);
    const box = document.querySelector('.lightbox')!;
    fireEvent.pointerDown(box, { clientX: 200 });
    fireEvent.pointerUp(box, { clientX: 190 });
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeTruthy();
    fireEvent.pointerDown(box, { clientX: 200 });
    fireEvent.pointerUp(box, { clientX: 100 });
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeTruthy();
  });
  it('offers a signed-in member to report the photo shown (its id the report\'s target); a guest sees no such button', async () => {
    const { unmount } = inLanguage('en', <Lightbox photos={PHOTOS} start={0} onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Report this photo' })).toBeNull();
    unmount();
    storeSession({ role: 'user', isActive: true });
    const report = {
      request: { query: ReportContentDocument, variables: { input: { type: 'inappropriate', description: 'Not a pepper', imageId: 'p2' } } },
      result: { data: { __typename: 'Mutation', reportContent: { __typename: 'Report', id: 'r9', status: 'pending' } } },
    };
    inLanguage(
      'en',
      <MockedProvider mocks={[report]}>
        <Lightbox photos={PHOTOS} start={1} onClose={() => {}} />
      </MockedProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Report this photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this photo' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Inappropriate/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Details/ }), { target: { value: 'Not a pepper' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report this photo' })).toBeNull());
    localStorage.clear();
  });
});

describe('PostAttachments', () => {
  it('shows thumbnails with their size and lazy loading; a thumbnail opens the lightbox and the focus comes back to it', async () => {
    inLanguage('en', <PostAttachments photos={PHOTOS} />);
    const list = screen.getByRole('list', { name: '3 photos' });
    const images = list.querySelectorAll('img');
    expect([...images].map((img) => [img.getAttribute('width'), img.getAttribute('loading')])).toEqual([
      ['640', 'lazy'],
      ['640', 'lazy'],
      ['640', 'lazy'],
    ]);
    const second = screen.getByRole('button', {
      name: 'Open photo 2 of 3: Seedlings',
    });
    second.focus();
    fireEvent.click(second);
    await screen.findByRole('dialog', { name: 'Photo 2 of 3' });
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(second);
  });
});

describe('AttachmentPicker', () => {
  beforeEach(() => {
    upload.mockReset();
  });

  it('uploads picked photos with progress, then asks for alt text; moves and removes them (English)', async () => {
    let finish: (value: PostPhoto) => void = () => {};
    upload.mockImplementationOnce((_file: File, options: { onProgress?: (n: number) => void }) => {
      options.onProgress?.(40);
      return new Promise<PostPhoto>((resolve) => (finish = resolve));
    });
    upload.mockResolvedValueOnce(photo(8));
    const changes: PostPhoto[][] = [];
    inLanguage('en', <Picker onChange={(next) => changes.push(next)} />);
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(true);
    // The phone offers its camera or its library: no forced capture.
    expect(input.hasAttribute('capture')).toBe(false);
    pick([file('pod.jpg'), file('plant.jpg')]);
    const progress = await screen.findByRole('progressbar', {
      name: 'Uploading pod.jpg',
    });
    expect(progress.getAttribute('value')).toBe('40');
    await screen.findByRole('img', { name: 'Photo 1' });
    await act(async () => finish(photo(7)));
    const alt = await screen.findByRole('textbox', {
      name: 'Describe photo 1 (optional)',
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Describe photo 2 (optional)' }), { target: { value: 'The pod' } });
    expect(alt).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(changes.at(-1)!.map((p) => [p.id, p.alt])).toEqual([
      ['p7', 'The pod'],
      ['p8', ''],
    ]);
    expect(
      (
        screen.getByRole('button', {
          name: 'Move photo 1 earlier',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(changes.at(-1)!.map((p) => p.id)).toEqual(['p8']);
  });

  it('cancels an upload under way (Hebrew): the request is aborted, nothing is attached and no refusal is shown', async () => {
    let signal: AbortSignal | undefined;
    upload.mockImplementationOnce(
      (_file: File, options: { signal?: AbortSignal }) =>
        new Promise<PostPhoto>((_resolve, reject) => {
          signal = options.signal;
          options.signal?.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
        }),
    );
    const changes: PostPhoto[][] = [];
    inLanguage('he', <Picker onChange={(next) => changes.push(next)} />);
    pick([file('big.jpg')]);
    await screen.findByRole('progressbar', { name: 'מעלה את big.jpg' });
    fireEvent.click(screen.getByRole('button', { name: 'ביטול ההעלאה של big.jpg' }));
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(changes).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
    // The picker takes photos again.
    upload.mockResolvedValueOnce(photo(9));
    pick([file('again.jpg')]);
    await screen.findByRole('textbox', { name: 'תיאור תמונה 1 (לא חובה)' });
    expect(changes.at(-1)!.map((p) => p.id)).toEqual(['p9']);
  });

  it('refuses a non-image, a file over 10 MB and a seventh photo before sending, and says why in Hebrew', async () => {
    inLanguage('he', <Picker initial={[1, 2, 3, 4].map((n) => photo(n))} />);
    pick([file('notes.pdf', 'application/pdf'), file('huge.jpg', 'image/jpeg', 11 * 1024 * 1024)]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('notes.pdf אינו תמונה');
    expect(alert.textContent).toContain('huge.jpg גדול מדי');
    upload.mockResolvedValueOnce(photo(5)).mockResolvedValueOnce(photo(6));
    pick([file('five.jpg'), file('six.jpg'), file('seven.jpg')]);
    expect((await screen.findByRole('alert')).textContent).toBe('seven.jpg לא נוסף: לפוסט אפשר לצרף עד 6 תמונות.');
    expect(upload).toHaveBeenCalledTimes(2);
    await screen.findByRole('img', { name: 'תמונה 6' });
    expect(
      (
        screen.getByRole('button', {
          name: 'הוספת תמונות',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });

  it("shows the server's refusal: the daily limit of new accounts (English), a photo pasted into the form", async () => {
    upload.mockRejectedValueOnce(new PhotoUploadError('dailyLimit'));
    inLanguage('en', <Picker />);
    const form = document.querySelector('form')!;
    const pasted = file('clipboard.png', 'image/png');
    fireEvent.paste(form, { clipboardData: { files: [pasted] } });
    expect(upload).toHaveBeenCalledWith(pasted, expect.anything());
    expect((await screen.findByRole('alert')).textContent).toBe('clipboard.png was not added: new accounts can upload at most 12 photos a day.');
  });

  it("maps the server's codes to their reasons", () => {
    expect(
      photoErrorOf({
        errors: [
          {
            extensions: {
              code: 'UNSUPPORTED_MEDIA_TYPE',
              fields: { image: 'imageInvalidType' },
            },
          },
        ],
      }),
    ).toBe('notImage');
    expect(photoErrorOf({ errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }] })).toBe('tooBig');
    expect(
      photoErrorOf({
        errors: [
          {
            extensions: {
              code: 'TOO_MANY_REQUESTS',
              fields: { images: 'postImageDailyLimit' },
            },
          },
        ],
      }),
    ).toBe('dailyLimit');
    expect(
      photoErrorOf({
        errors: [{ extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      }),
    ).toBe('failed');
  });
});
