/**
 * The build-time entry of the start page's prerendering (bundled for Node by scripts/vite-prerender.ts):
 * the page data and stage come from the catalogue seed, as GET /api/pages would answer them.
 */
import { pageDataFor } from '../server/catalogue/pages';
import { STAGES } from '../server/catalogue/mobile/stages';
import { prerender, type Prerendered } from '../src/app/prerender';

export const renderPath = (pathname: string): Promise<Prerendered> => prerender(pathname, pageDataFor(pathname, STAGES));
