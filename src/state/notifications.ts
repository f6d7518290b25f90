import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type NotificationType = 'info' | 'success' | 'warning' | 'error';
export type NotificationPosition =
  'top-right' | 'top-left' | 'top-center' | 'bottom-right' | 'bottom-left' | 'bottom-center';

/** Spec §3 "Notification". */
export interface Notification {
  id: string;
  title: string;
  message?: string;
  type: NotificationType;
  position: NotificationPosition;
  /** Milliseconds until the notice goes by itself; 0: it stays until closed (always so with a code). */
  duration: number;
  /** The failed request's id, shown as 'Fehlercode' beside the message. */
  code?: string;
  /** A button in the toast: the action to dispatch when it is pressed. */
  action?: { label: string; type: string };
}

export const DEFAULT_NOTIFICATION_DURATION_MS = 3000;
/** A duration of 0: no timer, the notice goes when the shopper closes it. */
const STAYS_UNTIL_CLOSED = 0;
export const DEFAULT_NOTIFICATION_POSITION: NotificationPosition = 'top-right';

export type NotificationInput = Pick<Notification, 'title' | 'type'> & Partial<Omit<Notification, 'title' | 'type'>>;

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: [] as Notification[],
  reducers: {
    notify: {
      reducer: (state, action: PayloadAction<Notification>) => {
        state.push(action.payload);
      },
      prepare: (input: NotificationInput) => {
        const payload: Notification = {
          id: input.id ?? nanoid(),
          position: input.position ?? DEFAULT_NOTIFICATION_POSITION,
          ...input,
          // A shopper has to be able to read the code out to support: such a notice stays until closed.
          duration: input.code ? STAYS_UNTIL_CLOSED : (input.duration ?? DEFAULT_NOTIFICATION_DURATION_MS),
        };
        return { payload };
      },
    },
    dismiss: (state, action: PayloadAction<string>) => state.filter((n) => n.id !== action.payload),
  },
});

export const { notify, dismiss } = notificationsSlice.actions;

export const selectNotifications = (state: { notifications: Notification[] }) => state.notifications;
