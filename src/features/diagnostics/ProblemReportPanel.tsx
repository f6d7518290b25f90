import { useEffect, useRef, useState } from 'react';
import { DIAGNOSTIC_REPORT_KIND, type DiagnosticContext } from '../../domain/diagnostics';
import { newIdempotencyKey } from '../../state/idempotency-key';
import { useEnqueue, useOutboxSettlement } from '../../state/outbox-hooks';
import { useEventLog } from '../../state/event-log-reader';
import { selectOnline } from '../../state/connectivity';
import { useAppSelector } from '../../state/store-types';
import './diagnostics.css';

/** What the shopper reads before sending: what goes, what does not, why, and for how long. */
function Explanation() {
  return (
    <>
      <p>
        Wenn etwas nicht funktioniert hat, können Sie uns den Ablauf dieser Sitzung schicken: welche Seiten Sie
        aufgerufen, welche Produkte Sie gewählt und welche Schritte Sie ausgeführt haben. So sehen unsere Entwickler,
        was schiefgegangen ist, und können den Fehler beheben.
      </p>
      <p>
        <strong>Persönliche Daten werden nicht gesendet:</strong> Namen, Anschrift, Geburtsdatum, E-Mail-Adresse,
        Telefonnummer, Bankverbindung und Ausweisdaten sind vorher unkenntlich gemacht. Der Bericht wird nach 30 Tagen
        gelöscht.
      </p>
    </>
  );
}

type Report =
  | { status: 'idle' }
  | { status: 'queued'; id: string }
  | { status: 'sent'; reference: string }
  | { status: 'failed'; message: string };

/** The server's answer to a report: the reference the shopper quotes on the phone. */
const referenceOf = (data: unknown) =>
  typeof data === 'object' && data !== null && 'reference' in data && typeof data.reference === 'string'
    ? data.reference
    : '';

export default function ProblemReportPanel({ context, onClose }: { context: DiagnosticContext; onClose: () => void }) {
  const enqueue = useEnqueue();
  const eventLog = useEventLog();
  const online = useAppSelector(selectOnline);
  const [report, setReport] = useState<Report>({ status: 'idle' });
  const [preparing, setPreparing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const queuedId = report.status === 'queued' ? report.id : null;

  useEffect(() => heading.current?.focus(), []);

  // The outbox's answer to this report: its reference, or why it was refused.
  const settlement = useOutboxSettlement(queuedId);
  const [seenSettlement, setSeenSettlement] = useState(settlement);
  if (settlement !== seenSettlement) {
    setSeenSettlement(settlement);
    if (settlement?.status === 'sent') setReport({ status: 'sent', reference: referenceOf(settlement.data) });
    else if (settlement?.status === 'failed') setReport({ status: 'failed', message: settlement.message });
  }

  const send = async () => {
    setPreparing(true);
    try {
      const log = await eventLog?.document();
      if (!log) throw new Error('no log');
      const id = newIdempotencyKey();
      setReport({ status: 'queued', id });
      // Through the outbox like every write: offline it waits there and goes once the connection is back.
      enqueue({
        kind: DIAGNOSTIC_REPORT_KIND,
        group: `diagnostics-${id}`,
        request: {
          method: 'POST',
          url: '/diagnostics',
          body: { context, path: window.location.pathname, log: JSON.stringify(log) },
        },
        idempotencyKey: id,
      });
    } catch {
      setReport({
        status: 'failed',
        message: 'Der Bericht konnte nicht erstellt werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
      });
    } finally {
      setPreparing(false);
    }
  };

  return (
    <section className="card problem-report" aria-labelledby="problem-report-title">
      <h2 id="problem-report-title" tabIndex={-1} ref={heading}>
        Problem melden
      </h2>
      <div aria-live="polite" role="status">
        {report.status === 'sent' && (
          <p className="problem-report__done">
            Vielen Dank, Ihr Bericht ist angekommen. Ihre Referenz:{' '}
            <strong className="problem-report__reference">{report.reference}</strong>. Bitte nennen Sie sie, wenn Sie
            uns anrufen.
          </p>
        )}
        {report.status === 'queued' && (
          <p>
            {online
              ? 'Ihr Bericht wird gesendet …'
              : 'Sie sind offline. Ihr Bericht wird gesendet, sobald die Verbindung wieder besteht.'}
          </p>
        )}
        {report.status === 'failed' && (
          <p className="problem-report__error">Der Bericht konnte nicht gesendet werden: {report.message}</p>
        )}
      </div>
      {report.status !== 'sent' && report.status !== 'queued' && <Explanation />}
      <div className="problem-report__actions">
        {report.status !== 'sent' && report.status !== 'queued' && (
          <button type="button" className="button button--primary" disabled={preparing} onClick={() => void send()}>
            {preparing ? 'Bericht wird vorbereitet …' : 'Bericht senden'}
          </button>
        )}
        <button type="button" className="button" onClick={onClose}>
          {report.status === 'sent' || report.status === 'queued' ? 'Schließen' : 'Abbrechen'}
        </button>
      </div>
    </section>
  );
}
