/** For developers: the masked event log as a file to attach to a bug report (README "Event log"). */
export function EventLogExport() {
  const download = () => {
    const json = window.__shopEventLog?.export();
    if (!json) return;
    const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `ereignisprotokoll-${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}.json`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className="card event-log-export" aria-labelledby="event-log-export-title">
      <h2 id="event-log-export-title">Ereignisprotokoll</h2>
      <p>Die letzten Aktionen dieser Sitzung, persönliche Daten maskiert. Wiedergabe: siehe README, Abschnitt „Event log“.</p>
      <button type="button" className="button" onClick={download}>
        Ereignisprotokoll exportieren
      </button>
    </section>
  );
}
