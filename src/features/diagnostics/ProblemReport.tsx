import { useState } from 'react';
import type { DiagnosticContext } from '../../domain/diagnostics';
import { lazyPart } from '../../components/LazyPart';

/** The explanation and the sending load when the shopper opens it: nothing of it is on a page's first load. */
const ProblemReportPanel = lazyPart(async () => (await import('./ProblemReportPanel')).default, {
  placeholder: <p role="status">Wird geladen …</p>,
});

/**
 * 'Problem melden' (error page, failed order, footer): opens a panel that says in plain German what
 * is sent and why, and sends the masked event log with one click.
 */
export function ProblemReport({ context, className = 'button' }: { context: DiagnosticContext; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-expanded={open} onClick={() => setOpen((was) => !was)}>
        Problem melden
      </button>
      {open && <ProblemReportPanel context={context} onClose={() => setOpen(false)} />}
    </>
  );
}
