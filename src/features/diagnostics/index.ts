/** The public face of this feature: 'Problem melden' for other screens. Other features import this file only. */
export { ProblemReport } from './ProblemReport';
