import { formatCents, formatPriceSteps, isOneTime } from '../../domain/money';
import type { OrderStatus } from '../../domain/order-status';

const TYPE_LABELS: Record<string, string> = { tariff: 'Tarif', handset: 'Gerät', option: 'Option', hardware: 'Hardware', promotion: 'Aktion' };

/** The ordered entries with every price line (monthly steps, then each one-time amount). */
export function OrderLines({ prices }: { prices: OrderStatus['prices'] }) {
  return (
    <section className="card overview-block" aria-labelledby="overview-cart">
      <h2 id="overview-cart">Ihre Bestellung</h2>
      <ul className="order-lines">
        {prices.lines.map((line) => {
          const monthly = formatPriceSteps(line.conditions);
          const oneTime = line.conditions.filter(isOneTime);
          return (
            <li key={`${line.type}-${line.id}`} className="order-lines__entry">
              <span className="order-lines__type">{TYPE_LABELS[line.type] ?? line.type}</span>
              <strong>{line.name}</strong>
              {monthly && <span>{monthly}</span>}
              {oneTime.map((condition, index) => (
                <span key={index}>
                  {condition.label ?? 'Einmalig'}: {formatCents(condition.amount_cents)}
                </span>
              ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
