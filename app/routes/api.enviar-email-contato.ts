import { handleContactApi } from "~/features/contact/contact-api.server";
import { env } from "~/utils/server/env.server";
import type { Route } from "./+types/api.enviar-email-contato";

/** The contact form's JSON API; the service comes from the load context (app/utils/server/load-context.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return handleContactApi(request, context.contact, env().SITE_URL);
}

/** GET and other methods answer 405 with Allow: POST, not React Router's missing-loader error. */
export function loader({ request, context }: Route.LoaderArgs) {
  return handleContactApi(request, context.contact, env().SITE_URL);
}
