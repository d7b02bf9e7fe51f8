const events = new EventTarget();
const NOTIFICATIONS_CLEARED = 'notifications-cleared';

/** Fired 200 ms after sign-out so the notification list can empty itself. */
export const emitNotificationsCleared = () =>
  events.dispatchEvent(new Event(NOTIFICATIONS_CLEARED));

export const onNotificationsCleared = (listener: () => void) => {
  events.addEventListener(NOTIFICATIONS_CLEARED, listener);
  return () => events.removeEventListener(NOTIFICATIONS_CLEARED, listener);
};

export const NOTIFICATIONS_CLEAR_DELAY_MS = 200;
