import type { Db } from "../db/database";
import type { OutboxWorker } from "./outbox-worker";

/**
 * The mail part of GET /readyz's body. It never makes the instance unready: a failing provider or a parked
 * message is no reason to take a server that still stores messages out of the load balancer, but an operator
 * (or a probe that reads the body) must see it. Counts come from the database, so they hold for every worker of
 * the deployment; `provider` is this process's worker's view, absent when the worker runs elsewhere.
 */
export interface MailHealth {
  status: "ok" | "atenção";
  parked: number;
  retrying: number;
  provider?: "ok" | "falhando";
  detail?: string;
}

export async function mailHealth(
  database: Db,
  worker?: Pick<OutboxWorker, "providerState">,
): Promise<MailHealth | undefined> {
  try {
    const rows = await database.db
      .selectFrom("outbox")
      .select(["state", database.db.fn.countAll<number | string>().as("n")])
      .where((eb) =>
        eb.or([
          eb("state", "=", "failed"),
          eb.and([eb("state", "=", "pending"), eb("last_error", "is not", null)]),
        ]),
      )
      .groupBy("state")
      .execute();
    const count = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0);
    const parked = count("failed");
    const retrying = count("pending");
    const incident = worker?.providerState();
    const details = [
      parked > 0
        ? `${parked} mensagem(ns) estacionada(s) sem entrega: npm run messages -- --state failed`
        : "",
      incident?.active
        ? `provedor de e-mail falhando desde ${new Date(incident.since).toISOString()}; ${retrying} mensagem(ns) aguardando nova tentativa`
        : "",
    ].filter(Boolean);
    return {
      status: details.length > 0 ? "atenção" : "ok",
      parked,
      retrying,
      ...(incident ? { provider: incident.active ? "falhando" : "ok" } : {}),
      ...(details.length > 0 ? { detail: details.join("; ") } : {}),
    };
  } catch {
    // The database probe beside this one says what is wrong; the mail detail is left out.
    return undefined;
  }
}
