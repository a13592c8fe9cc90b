import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_LOG, REQUEST_TIMEOUT_MS, TIMEOUT_LOG, USER_REQUEST_TIMEOUT_MS } from '@/core/apollo/timeoutLink';
import { ImageUploadError, UPLOAD_TRANSFER_TIMEOUT_MS, uploadImage } from './uploadImage';

type Handler = ((event: ProgressEvent) => void) | null;

/** An XMLHttpRequest the test drives: it moves only when told to. */
class FakeRequest {
  static last: FakeRequest;
  timeout = 0;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  aborted = false;
  upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
  onload: Handler = null;
  onloadend: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;
  body: FormData | null = null;

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.({} as ProgressEvent);
    this.onloadend?.({} as ProgressEvent);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
    if (loaded === total) this.upload.onload?.({} as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.({} as ProgressEvent);
    this.onloadend?.({} as ProgressEvent);
  }
}

const file = () => new File([new Uint8Array([1, 2, 3])], 'chili.png', { type: 'image/png' });

/** Starts an upload and records how it ended. */
function start(options: Partial<Parameters<typeof uploadImage>[1]> = {}) {
  const outcome: { value?: unknown; error?: unknown } = {};
  uploadImage(file(), { token: 't', ...options }).then(
    (value) => (outcome.value = value),
    (error: unknown) => (outcome.error = error),
  );
  return outcome;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('uploadImage time-outs (docs/product-rules.md#constants)', () => {
  it('gives up when the transfer has not started within the request limit (15 s)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = start();
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(outcome.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.error).toBeInstanceOf(ImageUploadError);
    expect((outcome.error as ImageUploadError).timedOut).toBe(true);
    expect(FakeRequest.last.aborted).toBe(true);
    expect(log).toHaveBeenCalledWith(TIMEOUT_LOG);
  });

  it('a user call (the avatar) has 10 s, on its own route and field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = start({ path: '/api/users/avatar', field: 'avatar', requestTimeoutMs: USER_REQUEST_TIMEOUT_MS });
    expect(FakeRequest.last.url).toBe('/api/users/avatar');
    expect(FakeRequest.last.body?.get('avatar')).toBeInstanceOf(File);
    await vi.advanceTimersByTimeAsync(USER_REQUEST_TIMEOUT_MS);
    expect((outcome.error as ImageUploadError).timedOut).toBe(true);
  });

  it('lets a slow transfer run past the request limit, under its own longer limit', async () => {
    const outcome = start();
    expect(FakeRequest.last.timeout).toBe(UPLOAD_TRANSFER_TIMEOUT_MS);
    FakeRequest.last.progress(10, 1000);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS * 4);
    expect(outcome.error).toBeUndefined();
    FakeRequest.last.progress(1000, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    FakeRequest.last.answer(201, { success: true, image: { url: '/uploads/x.webp' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome.value).toEqual({ url: '/uploads/x.webp' });
  });

  it('gives up when the answer does not come within the request limit after the transfer', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = start();
    FakeRequest.last.progress(1000, 1000);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect((outcome.error as ImageUploadError).timedOut).toBe(true);
    expect(log).toHaveBeenCalledWith(TIMEOUT_LOG);
  });

  it('says "Network error" on the console when the upload gets no answer', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = start();
    FakeRequest.last.onerror?.({} as ProgressEvent);
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome.error).toBeInstanceOf(ImageUploadError);
    expect((outcome.error as ImageUploadError).timedOut).toBe(false);
    expect(log).toHaveBeenCalledWith(NETWORK_LOG);
  });
});
