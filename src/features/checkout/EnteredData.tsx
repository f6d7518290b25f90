import { Link } from 'react-router';
import { maskIban, STEP_ROUTES, STEP_TITLES } from '../../domain/order-flow';
import { cleanBeforeSave } from '../../domain/validation/clean';
import { fieldPath, valueAt, type FormSchema } from '../../domain/form-schema';

interface Props {
  step: string;
  schema: FormSchema | undefined;
  values: Record<string, unknown> | undefined;
}

function shown(component: string, value: unknown, options?: { value: string; label: string }[]): string {
  if (component === 'iban') return maskIban(String(value));
  if (component === 'checkbox') return value ? 'Ja' : 'Nein';
  if (component === 'date') return String(value).split('-').reverse().join('.');
  if (Array.isArray(value))
    return value.map((item) => options?.find((option) => option.value === item)?.label ?? String(item)).join(', ');
  return options?.find((option) => option.value === value)?.label ?? String(value);
}

/** One step's entered data on the overview, IBAN masked, with the way back to change it. */
export function EnteredData({ step, schema, values }: Props) {
  const elements = schema?.definitionSchema.steps.flatMap((s) => s.elements) ?? [];
  // As saved: the server holds the cleaned values (capitalised city and street).
  const saved = cleanBeforeSave(values ?? {});
  const rows = elements
    .map((element) => ({ element, value: valueAt(saved, fieldPath(element)) }))
    .filter(({ value }) => value !== undefined && value !== null && value !== '');
  const title = STEP_TITLES[step] ?? step;
  return (
    <section className="card overview-block" aria-labelledby={`overview-${step}`}>
      <div className="overview-block__head">
        <h2 id={`overview-${step}`}>{title}</h2>
        <Link to={STEP_ROUTES[step] as string} aria-label={`${title} ändern`}>
          Ändern
        </Link>
      </div>
      <dl className="overview-data">
        {rows.map(({ element, value }) => (
          <div key={fieldPath(element)} className="overview-data__row">
            <dt>{element.label}</dt>
            <dd>{shown(element.component, value, element.options)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
