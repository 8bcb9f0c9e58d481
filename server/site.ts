import path from "node:path";
import type { Express } from "express";
import type { ServerBuild } from "react-router";
import type { Env } from "../app/utils/server/env.server";
import { createContactRuntime } from "./contact/contact-runtime";
import { type ContactSupervisor, readinessHandler, superviseContact } from "./contact/contact-supervisor";
import { createApp } from "./http/app";
import { siteUrlWarning } from "./http/site-url-warning";

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
  const app = createApp({
    env: config,
    build,
    clientDir: path.join(buildDir, "client"),
    mount: (express) => {
      express.get("/readyz", readinessHandler(contact, warnings));
      express.use(contact.router);
    },
    loadContext: (req, res) => ({ contact: contact.port(req, res) }),
  });
  return { app, contact, warnings };
}
