/**
 * `npm run messages`: stored contact messages and their delivery state, for operators (there is no web admin).
 * Shows protocols (the short number the visitor quotes, CV-2026-000123), internal ids, dates, subjects and states,
 * never the visitor's data unless --full is given.
 *
 *   npm run messages                # latest 50
 *   npm run messages -- --state failed
 *   npm run messages -- --full <id or protocol>  # one message with its content (a brief with all its fields)
 *   npm run messages -- --briefs    # brand-development briefs with their fields
 *   npm run messages -- --requeue <id>   # send a parked (failed) message again
 *   npm run messages -- --requeue-all    # send every parked message again
 */
import { env } from "../../app/utils/server/env.server";
import { openDatabase } from "../../server/db/database";
import { requeueParked } from "../../server/mail/requeue";
import { briefFieldLines, findBrief, languageName, printBriefs } from "./messages-briefs";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] ?? "") : undefined;
};
const config = env();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, varDir: config.VAR_DIR });
const { db } = database;
const fmt = (ms: number | null) =>
  ms ? new Date(ms).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo" }) : "-";

try {
  const fullId = flag("--full");
  const requeueId = args.includes("--requeue-all") ? "all" : flag("--requeue");
  if (args.includes("--briefs")) {
    await printBriefs(database, Number(flag("--limit") ?? 50), fmt);
  } else if (requeueId !== undefined) {
    if (requeueId === "") {
      console.log("Informe o id da mensagem: npm run messages -- --requeue <id> (ou --requeue-all).");
      process.exitCode = 1;
    } else {
      const n = await requeueParked(database, requeueId);
      console.log(
        n === 0
          ? `Nenhuma mensagem estacionada${requeueId === "all" ? "" : ` com o id ${requeueId}`}.`
          : `${n} ${n === 1 ? "mensagem voltou" : "mensagens voltaram"} para a fila; o worker envia na próxima passada.`,
      );
      if (n === 0 && requeueId !== "all") process.exitCode = 1;
    }
  } else if (fullId) {
    // The visitor quotes the protocol on the phone; the id comes from the e-mail or this listing.
    const m = await db
      .selectFrom("contact_message")
      .selectAll()
      .where((w) => w.or([w("id", "=", fullId), w("protocol", "=", fullId.toUpperCase())]))
      .executeTakeFirst();
    if (!m) {
      console.log(`Mensagem ${fullId} não encontrada.`);
      process.exitCode = 1;
    } else {
      console.log(
        `${m.protocol ?? "(sem protocolo)"}  ${m.id}  ${fmt(m.created_at)}  ${m.subject}  via ${m.channel}  em ${languageName(m.locale)}`,
      );
      const brief = await findBrief(database, m.id);
      if (brief) console.log(briefFieldLines(m, brief).join("\n"));
      else console.log(`${m.name} <${m.email}>  ${m.phone || "sem telefone"}\n\n${m.body}`);
    }
  } else {
    const state = flag("--state");
    const limit = Number(flag("--limit") ?? 50);
    const rows = await db
      .selectFrom("contact_message")
      .leftJoin("outbox", "outbox.message_id", "contact_message.id")
      .select([
        "contact_message.id",
        "contact_message.protocol",
        "contact_message.created_at",
        "contact_message.subject",
        "contact_message.channel",
        "contact_message.locale",
        "outbox.state",
        "outbox.attempts",
        "outbox.sent_at",
        "outbox.next_attempt_at",
        "outbox.last_error",
      ])
      .$if(Boolean(state), (q) => q.where("outbox.state", "=", state as "pending" | "sent" | "failed"))
      .orderBy("contact_message.created_at", "desc")
      .limit(limit)
      .execute();
    const counts = await db
      .selectFrom("outbox")
      .select(["state", db.fn.countAll().as("n")])
      .groupBy("state")
      .execute();
    console.log(
      `Banco: ${database.dialect}. Por estado: ${counts.map((c) => `${c.state} ${c.n}`).join(", ") || "nenhuma mensagem"}`,
    );
    for (const r of rows) {
      // Why a message waits or was parked is the provider's last answer (server/mail/failure-lines.ts).
      const when =
        r.state === "sent"
          ? `enviada ${fmt(r.sent_at)}`
          : r.state === "pending"
            ? `próxima tentativa ${fmt(r.next_attempt_at)}${r.last_error ? `  última falha: ${r.last_error}` : ""}`
            : `estacionada  motivo: ${r.last_error ?? "não registrado"}`;
      console.log(
        `${(r.protocol ?? "-").padEnd(14)} ${r.id}  ${fmt(r.created_at)}  ${r.subject.padEnd(9)} ${r.channel.padEnd(4)} ${r.locale.padEnd(2)} ${String(r.state).padEnd(7)} tentativas ${r.attempts ?? 0}  ${when}`,
      );
    }
    const parked = Number(counts.find((c) => c.state === "failed")?.n ?? 0);
    if (parked > 0)
      console.log(
        `\n${parked} estacionada(s): o motivo é a última resposta do provedor. Corrigida a causa (endereço, conteúdo, conta), reenvie com npm run messages -- --requeue <id> ou --requeue-all.`,
      );
  }
} finally {
  await database.close();
}
