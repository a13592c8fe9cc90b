import { Injectable } from '@nestjs/common';

/** The event name, for whoever forwards it (e.g. a GraphQL subscription of the unread count). */
export const NOTIFICATIONS_CHANGED = 'notifications.changed';

/** A member's notifications changed (new, regrouped or read): their unread count may have moved. */
export interface NotificationsChanged {
  name: typeof NOTIFICATIONS_CHANGED;
  userId: string;
}

export type NotificationsListener = (event: NotificationsChanged) => void;

/**
 * In-process hook for live updates: `notifications.changed` for each member concerned, emitted only
 * after the transaction that wrote the change committed. A listener's error never fails the action.
 */
@Injectable()
export class NotificationEvents {
  private readonly listeners = new Set<NotificationsListener>();

  /** Returns the function that unsubscribes. */
  on(listener: NotificationsListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(userIds: Iterable<string>): void {
    for (const userId of new Set(userIds)) {
      for (const listener of this.listeners) {
        try {
          listener({ name: NOTIFICATIONS_CHANGED, userId });
        } catch {
          // A live-update subscriber's failure is its own; the notification is stored.
        }
      }
    }
  }
}
