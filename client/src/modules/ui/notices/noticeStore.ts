/** Short-lived messages ("Profile updated", "User blocked") shown in one live region. */
export interface Notice {
  id: number;
  tone: 'success' | 'error' | 'info';
  /** Already translated. */
  text: string;
  /** A button in the notice ("Undo"); pressing it runs `onAction` and closes the notice. */
  action?: NoticeAction;
}

export interface NoticeAction {
  /** Already translated. */
  label: string;
  onAction: () => void;
}

export interface NoticeOptions {
  action?: NoticeAction;
  /** How long it stays on screen (default NOTICE_DURATION_MS). */
  durationMs?: number;
}

/** How long a notice stays on screen. */
export const NOTICE_DURATION_MS = 6000;

type Listener = () => void;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let notices: readonly Notice[] = [];
let nextId = 1;

function emit(next: readonly Notice[]): void {
  notices = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a notice. Kept outside React so code outside components (the Apollo error link) can
 * tell the reader why their session ended.
 */
export function pushNotice(tone: Notice['tone'], text: string, options: NoticeOptions = {}): number {
  const id = nextId++;
  const notice: Notice = options.action ? { id, tone, text, action: options.action } : { id, tone, text };
  // The same text twice in a row (a double click) is shown once.
  emit([...notices.filter((shown) => shown.text !== text), notice].slice(-4));
  timers.set(
    id,
    setTimeout(() => dismissNotice(id), options.durationMs ?? NOTICE_DURATION_MS),
  );
  return id;
}

export function dismissNotice(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (notices.some((notice) => notice.id === id)) emit(notices.filter((notice) => notice.id !== id));
}

export function clearNotices(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  emit([]);
}

export function getNotices(): readonly Notice[] {
  return notices;
}

export function subscribeToNotices(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
