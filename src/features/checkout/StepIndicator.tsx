import { Link } from 'react-router';
import { OVERVIEW_ROUTE, OVERVIEW_TITLE, STEP_ROUTES, STEP_TITLES } from '../../domain/order-flow';

interface Props {
  steps: string[];
  completed: string[];
  /** The step shown now, or 'OVERVIEW'. */
  current: string;
}

/** Where the shopper is: the order's steps plus the overview; done steps stay reachable. */
export function StepIndicator({ steps, completed, current }: Props) {
  const all = [
    ...steps.map((step) => ({ id: step, title: STEP_TITLES[step] ?? step, to: STEP_ROUTES[step] as string })),
    { id: 'OVERVIEW', title: OVERVIEW_TITLE, to: OVERVIEW_ROUTE },
  ];
  return (
    <nav aria-label="Bestellschritte" className="step-indicator">
      <ol>
        {all.map((step, index) => {
          const isCurrent = step.id === current;
          const done = completed.includes(step.id);
          return (
            <li
              key={step.id}
              className={`step-indicator__step${isCurrent ? ' is-current' : ''}${done ? ' is-done' : ''}`}
              aria-current={isCurrent ? 'step' : undefined}
            >
              <span className="step-indicator__number" aria-hidden="true">
                {done && !isCurrent ? '✓' : index + 1}
              </span>
              {done && !isCurrent ? <Link to={step.to}>{step.title}</Link> : <span>{step.title}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
