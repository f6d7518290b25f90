import { useEffect, useRef } from 'react';
import './error-summary.css';
import { focusField } from './field-ids';

export const ERROR_SUMMARY_TITLE = 'Bitte prüfen Sie Ihre Angaben';

export interface FieldProblem {
  id: string;
  /** Names its field ('Vorname: Dieses Feld ist erforderlich'). */
  message: string;
}

interface Props {
  problems: FieldProblem[];
  /** Rises with every failed submit: the summary then takes focus. */
  focusRequest: number;
}

/** The GOV.UK error summary: at the top of the form, focused after a failed submit, one link per field. */
export function ErrorSummary({ problems, focusRequest }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const handled = useRef(0);
  const shown = problems.length > 0;
  useEffect(() => {
    // Once per failed submit, when the summary is there: a later message on blur takes no focus.
    if (focusRequest === handled.current || !ref.current) return;
    handled.current = focusRequest;
    ref.current.scrollIntoView({ block: 'start' });
    ref.current.focus({ preventScroll: true });
  }, [focusRequest, shown]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      className="error-summary"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      data-testid="error-summary"
    >
      <div role="alert">
        <h2 id="error-summary-title" className="error-summary__title">
          {ERROR_SUMMARY_TITLE}
        </h2>
        <ul className="error-summary__list">
          {problems.map((problem) => (
            <li key={problem.id}>
              <a
                href={`#${problem.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  focusField(problem.id);
                }}
              >
                {problem.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
