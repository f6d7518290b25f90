import type { ReactNode } from 'react';
import { Amounts } from './Amounts';

export interface LabelledRow {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Rows of a description list (<dl>): a label and its value each, e.g. a price step and its amount. */
export function LabelledRows({ rows, rowClassName }: { rows: LabelledRow[]; rowClassName?: string }) {
  return (
    <>
      {rows.map((row) => (
        <div key={row.label} className={rowClassName} data-testid={row.testId}>
          <dt>{row.label}</dt>
          <dd>{typeof row.value === 'string' ? <Amounts text={row.value} /> : row.value}</dd>
        </div>
      ))}
    </>
  );
}
