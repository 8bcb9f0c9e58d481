import { env } from "~/utils/server/env.server";
import { handleVitalsBeacon } from "~/utils/vitals/vitals-beacon.server";
import type { Route } from "./+types/api.vitals";

/** Field measurements from the pages' reporter; the store comes from the load context (server/vitals/vitals-port.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return handleVitalsBeacon(request, context.vitals, env().SITE_URL);
}

/** GET answers 405 with Allow: POST, not React Router's missing-loader error. */
export function loader({ request, context }: Route.LoaderArgs) {
  return handleVitalsBeacon(request, context.vitals, env().SITE_URL);
}
