import type { RouteObject, ServerBuild } from "react-router";

/**
 * The build's flat route manifest made a tree again, for React Router's own `matchRoutes`: the route policies
 * (route-policy.ts) and the request log's route ids (server/observability/request-log.ts) match paths with it.
 */
export function routeTree(build: ServerBuild): RouteObject[] {
  type Node = RouteObject & { children?: RouteObject[] };
  const nodes = new Map<string, Node>();
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  for (const route of routes)
    nodes.set(
      route.id,
      route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: [] },
    );
  const roots: RouteObject[] = [];
  for (const route of routes) {
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent?.children ?? roots).push(nodes.get(route.id) as Node);
  }
  return roots;
}
