import { handleChallenge } from "~/features/contact/contact-api.server";
import type { Route } from "./+types/api.altcha";

/** A fresh robot-check challenge for the ALTCHA widget. */
export function loader({ context }: Route.LoaderArgs) {
  return handleChallenge(context.contact);
}
