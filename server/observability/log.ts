import pino from "pino";

/**
 * The server's one logger: JSON lines on stdout (pino), so an operator's collector can filter by field.
 * Messages stay in Portuguese, as the operators read them; fields carry ids, route ids, statuses and durations,
 * never a visitor's name, e-mail, phone, message or IP address (docs/deploy.md, "Logs").
 * LOG_LEVEL (trace … fatal, or silent) tunes it; tests use "silent" or read the lines.
 */
export const log = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

export type Logger = typeof log;
