/** The figures the operator sees from real shoppers (web-vitals): milliseconds, CLS without unit. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

export interface VitalFigure {
  name: VitalName;
  value: number;
  rating: VitalRating;
}

/** API.md "Analytics": one measured figure of the page the shopper is on. */
export interface MeasurementEvent extends VitalFigure {
  type: 'measurement';
  path: string;
  /** Epoch ms of the report. */
  ts: number;
}

export const measurement = (figure: VitalFigure, path: string, ts: number): MeasurementEvent => ({
  type: 'measurement',
  name: figure.name,
  value: figure.value,
  rating: figure.rating,
  path,
  ts,
});
