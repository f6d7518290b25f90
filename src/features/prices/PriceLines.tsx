import type { PriceCondition } from '../../domain/catalogue-types';
import { formatCents, formatPriceSteps, isOneTime, monthlySteps } from '../../domain/money';
import { DEFAULT_ONE_TIME_LABEL } from '../../domain/prices';
import { FootnoteMarker } from '../../components/FootnoteMarker';
import { Amounts } from '../../components/Amounts';
import './prices.css';

function headlineUnit(step: PriceCondition): string {
  if (step.period === 'four_weeks') return 'je 4 Wochen';
  return `mtl.${step.to_month ? ` in den ersten ${step.to_month} Monaten` : ''}`;
}

/**
 * The prices of one tariff or item (UX.md): the headline (the first month, or the one-time price of
 * an item bought outright), every monthly step, labelled notes (e.g. a rental term), then each
 * one-time price on its own line.
 */
export function PriceLines({ conditions, compact = false }: { conditions: PriceCondition[]; compact?: boolean }) {
  const steps = monthlySteps(conditions);
  const [first] = steps;
  const oneTime = conditions.filter(isOneTime);
  const outright = !first ? oneTime[0] : undefined;
  const otherOneTime = outright ? oneTime.slice(1) : oneTime;
  const notes = steps.map((step) => step.label).filter(Boolean);
  return (
    <div className={`price-lines${compact ? ' price-lines--compact' : ''}`}>
      {first && (
        <p className="price-lines__headline">
          <span className="price-lines__amount amount">{formatCents(first.amount_cents)}</span>{' '}
          <span className="price-lines__unit">{headlineUnit(first)}</span>
          <FootnoteMarker tags={first.footnotes} />
        </p>
      )}
      {outright && (
        <p className="price-lines__headline">
          <span className="price-lines__amount amount">{formatCents(outright.amount_cents)}</span>{' '}
          <span className="price-lines__unit">einmalig{outright.label ? ` (${outright.label})` : ''}</span>
          <FootnoteMarker tags={outright.footnotes} />
        </p>
      )}
      {steps.length > 1 && (
        <p className="price-lines__steps">
          <Amounts text={formatPriceSteps(conditions)} />
          <FootnoteMarker tags={[...new Set(steps.slice(1).flatMap((step) => step.footnotes ?? []))]} />
        </p>
      )}
      {notes.map((note) => (
        <p className="price-lines__one-time" key={note}>
          {note}
        </p>
      ))}
      {otherOneTime.map((condition, index) => (
        <p className="price-lines__one-time" key={`${condition.label}-${index}`}>
          {condition.label ?? DEFAULT_ONE_TIME_LABEL}: einmalig{' '}
          <span className="amount">{formatCents(condition.amount_cents)}</span>
          <FootnoteMarker tags={condition.footnotes} />
        </p>
      ))}
    </div>
  );
}
