export type ErrorIconName = 'search' | 'server' | 'plug' | 'lock' | 'warning';

const PATHS: Record<ErrorIconName, string> = {
  search: 'M21 21l-4.35-4.35M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15z',
  server: 'M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01',
  plug: 'M9 2v6M15 2v6M6 8h12v4a6 6 0 0 1-12 0zM12 18v4',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  warning: 'M12 3l10 18H2zM12 10v5M12 18h.01',
};

export function ErrorIcon({ name }: { name: ErrorIconName }) {
  return (
    <svg className="error-page__icon" data-icon={name} viewBox="0 0 24 24" width="64" height="64" aria-hidden="true">
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
