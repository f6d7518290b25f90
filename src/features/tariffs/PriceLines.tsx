import { formatCents, formatStep, isOneTime, monthlySteps } from '../../domain/money';
import type { PriceCondition } from '../../domain/catalogue-types';
import { FootnoteMarker } from '../footnotes/FootnoteMarker';
import './prices.css';

/** Monthly steps first ("1.–36. Monat 19,95 €, ab 37. Monat 24,95 €"), then each one-time price on its own line (UX.md). */
export function PriceLines({ conditions }: { conditions: PriceCondition[] }) {
  const steps = monthlySteps(conditions);
  const [main, ...later] = steps;
  return (
    <div className="price-lines">
      {main && (
        <p className="price-lines__main">
          <span className="price-lines__amount">{formatCents(main.amount_cents)}</span>
          <span className="price-lines__unit">{main.period === 'four_weeks' ? ' je 4 Wochen' : ' mtl.'}</span>
          <FootnoteMarker tags={main.footnotes} />
        </p>
      )}
      {steps.length > 1 && (
        <p className="price-lines__steps">
          {steps.map((step) => formatStep(step)).join(', ')}
          {later.length > 0 && <FootnoteMarker tags={later[later.length - 1].footnotes} />}
        </p>
      )}
      {conditions.filter(isOneTime).map((condition, index) => (
        <p key={`${condition.label}-${index}`} className="price-lines__once">
          {condition.label ?? 'Einmalig'}: einmalig <span className="price-lines__nowrap">{formatCents(condition.amount_cents)}</span>
          <FootnoteMarker tags={condition.footnotes} />
        </p>
      ))}
    </div>
  );
}
