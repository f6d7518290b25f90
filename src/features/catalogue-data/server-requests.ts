import { createContext } from 'react';
import type { CatalogueResource } from '../../domain/catalogue-resources';

/**
 * Set only while rendering on the server (src/entry-server.tsx): effects do not run there, so the
 * catalogue reads a page asks for are reported during render instead, fetched, and rendered again.
 */
export const ServerRequestsContext = createContext<((resource: CatalogueResource) => void) | null>(null);
