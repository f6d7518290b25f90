import { useEventLog } from '../../state/event-log-reader';

/** For developers: the masked event log as a file for a bug report, or for Redux DevTools' Import (README "Debugging a shopper's session"). */
export function EventLogExport() {
  const log = useEventLog();
  const download = async (format: 'log' | 'devtools') => {
    if (!log) return;
    const json = format === 'log' ? await log.export() : await log.exportForDevTools();
    const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
    link.download = format === 'log' ? `ereignisprotokoll-${stamp}.json` : `redux-devtools-${stamp}.json`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className="card event-log-export" aria-labelledby="event-log-export-title">
      <h2 id="event-log-export-title">Ereignisprotokoll</h2>
      <p>
        Die Aktionen dieser Sitzung ab ihrem Anfangszustand, persönliche Daten maskiert. Wiedergabe: siehe README,
        Abschnitt „Debugging a shopper's session“.
      </p>
      <button type="button" className="button" onClick={() => void download('log')}>
        Ereignisprotokoll exportieren
      </button>{' '}
      <button type="button" className="button" onClick={() => void download('devtools')}>
        Für Redux DevTools exportieren
      </button>
    </section>
  );
}
