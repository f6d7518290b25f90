import type { PriceCondition } from '../../domain/catalogue-types';
import { formatCents, formatPriceSteps, isOneTime, monthlySteps } from '../../domain/money';
import { FootnoteButton } from './FootnoteButton';

function Headline({ amount, unit }: { amount: number; unit: string }) {
  return (
    <p className="price-lines__headline">
      <span className="price-lines__amount">{formatCents(amount)}</span>
      <span className="price-lines__unit">{unit}</span>
    </p>
  );
}

/**
 * The headline price (the first month, or the one-time price of an item bought outright), the
 * monthly steps and the other one-time amounts.
 */
export function PriceLines({ conditions, compact = false }: { conditions: PriceCondition[]; compact?: boolean }) {
  const steps = monthlySteps(conditions);
  const first = steps[0];
  const oneTime = conditions.filter(isOneTime);
  const boughtOutright = !first && oneTime.length > 0 ? oneTime[0] : undefined;
  const otherOneTime = boughtOutright ? oneTime.slice(1) : oneTime;
  const stepFootnotes = [...new Set(steps.flatMap((step) => step.footnotes ?? []))];
  const notes = steps.map((step) => step.label).filter(Boolean);
  return (
    <div className={`price-lines${compact ? ' price-lines--compact' : ''}`}>
      {first && <Headline amount={first.amount_cents} unit={`mtl.${first.to_month ? ` in den ersten ${first.to_month} Monaten` : ''}`} />}
      {boughtOutright && <Headline amount={boughtOutright.amount_cents} unit={`einmalig${boughtOutright.label ? ` (${boughtOutright.label})` : ''}`} />}
      {steps.length > 1 && (
        <p className="price-lines__steps">
          {formatPriceSteps(conditions)}
          <FootnoteButton tags={stepFootnotes} label="Fußnote zum Preis" />
        </p>
      )}
      {notes.map((note) => (
        <p className="price-lines__one-time" key={note}>
          {note}
        </p>
      ))}
      {otherOneTime.map((condition, index) => (
        <p className="price-lines__one-time" key={`${condition.label}-${index}`}>
          {condition.label ?? 'Einmalig'}: {formatCents(condition.amount_cents)} einmalig
          <FootnoteButton tags={condition.footnotes ?? []} label={`Fußnote zu ${condition.label ?? 'einmaligen Kosten'}`} />
        </p>
      ))}
    </div>
  );
}
