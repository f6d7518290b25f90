import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/store-types';
import { dismiss, selectNotifications, type Notification, type NotificationPosition } from '../../state/notifications';
import { ErrorCode } from './ErrorCode';

function Toast({ notification }: { notification: Notification }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (notification.duration <= 0) return undefined;
    const timer = setTimeout(() => dispatch(dismiss(notification.id)), notification.duration);
    return () => clearTimeout(timer);
  }, [dispatch, notification.id, notification.duration]);

  return (
    <div className={`toast toast--${notification.type}`} role={notification.type === 'error' ? 'alert' : 'status'}>
      <div className="toast__body">
        <strong className="toast__title">{notification.title}</strong>
        {notification.message && <p className="toast__message">{notification.message}</p>}
        {notification.code && <ErrorCode code={notification.code} />}
        {notification.action && (
          <button
            type="button"
            className="button button--small"
            onClick={() => dispatch({ type: notification.action!.type })}
          >
            {notification.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label="Hinweis schließen"
        onClick={() => dispatch(dismiss(notification.id))}
      >
        ×
      </button>
    </div>
  );
}

const POSITIONS: NotificationPosition[] = [
  'top-right',
  'top-left',
  'top-center',
  'bottom-right',
  'bottom-left',
  'bottom-center',
];

/** Toasts live in aria-live regions, one per position (spec §3 "Notification"). */
export function Toasts() {
  const notifications = useAppSelector(selectNotifications);
  return (
    <>
      {POSITIONS.map((position) => (
        <div key={position} className={`toasts toasts--${position}`} aria-live="polite" aria-relevant="additions">
          {notifications
            .filter((n) => n.position === position)
            .map((n) => (
              <Toast key={n.id} notification={n} />
            ))}
        </div>
      ))}
    </>
  );
}
