import path from "node:path";
import type { Express } from "express";
import type { ServerBuild } from "react-router";
import type { Env } from "../app/utils/server/env.server";
import { createContactRuntime } from "./contact/contact-runtime";
import { type ContactSupervisor, readinessHandler, superviseContact } from "./contact/contact-supervisor";
import { createApp } from "./http/app";
import { siteUrlWarning } from "./http/site-url-warning";
import { watchDatabase } from "./observability/store-gauges";
import { createVitalsPorts } from "./vitals/vitals-port";

export interface Site {
  app: Express;
  contact: ContactSupervisor;
  /** Start-up warnings, also listed by /readyz. */
  warnings: string[];
}

/**
 * The production site for one build folder: the Express app (server/http/app.ts) with the contact service
 * (opened in the background and retried while the database is away, decision 086) and /readyz. The production
 * entry (server/main.ts) listens with it; the HTTP tests (tests/http/) serve it in-process.
 */
export function createSite(config: Env, build: ServerBuild, buildDir: string): Site {
  const warnings = [siteUrlWarning(config)].filter((w) => w !== null);
  const contact = superviseContact({ open: () => createContactRuntime(config), env: config });
  // The store gauges of GET /metrics (outbox, Web Vitals) read this runtime's database, when it is open (0 until then).
  watchDatabase(() => contact.current()?.database);
  // Field measurements (POST /api/vitals) go to the contact runtime's database once it is open.
  const vitals = createVitalsPorts(() => contact.current()?.database, config.VITALS_RATE_LIMIT_MAX);
  const app = createApp({
    env: config,
    build,
    clientDir: path.join(buildDir, "client"),
    readiness: readinessHandler(contact, warnings),
    mount: (express) => {
      express.use(contact.router);
    },
    loadContext: (req, res) => ({ contact: contact.port(req, res), vitals: vitals(req) }),
  });
  return { app, contact, warnings };
}
