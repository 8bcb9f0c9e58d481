/**
 * The contact API alone in its own process, for the crash test (contact-crash.test.ts) and
 * scripts/bench/bench-contact.ts: the same runtime the
 * site uses, without the React Router build, so the test can SIGKILL and restart it cheaply.
 */
import express from "express";
import { env } from "../../app/utils/server/env.server";
import { log } from "../observability/log";
import { createContactRuntime } from "./contact-runtime";

const config = env();
const runtime = await createContactRuntime(config, { log: () => {} });
const app = express();
app.use(runtime.standaloneRouter);
const server = app.listen(config.PORT, "127.0.0.1", () => {
  const address = server.address();
  log.info(`ready ${typeof address === "object" && address ? address.port : config.PORT}`);
});
