import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

/**
 * Every route of a ready app, read from Fastify's own route tree (printRoutes), so that a route
 * added later is covered without touching the tests.
 */
export function routesOf(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url: stack.join('') });
  }
  return routes;
}
