import { classifyFailure, failureReason, fileErrors, retryDelay } from "./delivery-policy";

/**
 * The lines an operator reads about a failed delivery, in Portuguese. Every loud one starts with
 * "outbox: ATENÇÃO" (docs/deploy.md, "Entrega de e-mail: incidentes", tells what to do for each).
 */
export function describeFailure(error: unknown, messageId: string, attempts: number) {
  const kind = classifyFailure(error);
  const reason = failureReason(error);
  const { responseCode, code } = error as { responseCode?: number; code?: string };
  const short = String(responseCode ?? code ?? "erro");
  const onDisk = code !== undefined && fileErrors.has(code);
  return {
    kind,
    reason,
    retryMs: (baseMs: number) => retryDelay(attempts, baseMs),
    parkedLine:
      kind === "rejected"
        ? `outbox: ATENÇÃO: mensagem ${messageId} estacionada: o provedor recusou esta mensagem ou o destinatário (${reason}). Veja npm run messages -- --state failed; corrigido o endereço, reenvie com npm run messages -- --requeue ${messageId}`
        : `outbox: ATENÇÃO: mensagem ${messageId} estacionada depois de ${attempts} tentativas (${reason}). Veja npm run messages -- --state failed; reenvie com npm run messages -- --requeue ${messageId}`,
    incidentLine: (state: { failingMessages: number; since: number }, pauseMs: number) =>
      `outbox: ATENÇÃO: o provedor de e-mail falha para ${state.failingMessages} mensagens diferentes desde ${new Date(state.since).toISOString()} (última resposta ${reason}); nenhuma foi estacionada; envios pausados por ${Math.max(1, Math.round(pauseMs / 1000))} s e retomados sozinhos quando ele voltar`,
    loudLine: onDisk
      ? `outbox: ATENÇÃO: não foi possível gravar o e-mail em VAR_DIR/mail (${short}: disco cheio, sem permissão ou somente leitura); mensagem ${messageId} continua na fila, nova tentativa com espera crescente`
      : kind === "infrastructure"
        ? `outbox: ATENÇÃO: falha de SMTP (${reason}; autenticação, conexão, TLS ou prazo de entrega); mensagem ${messageId} continua na fila, nova tentativa com espera crescente. Verifique SMTP_URL e o provedor.`
        : `outbox: ATENÇÃO: provedor de e-mail ainda falha (${reason}); mensagem ${messageId} continua na fila`,
    quietLine: `outbox: mensagem ${messageId} adiada: ${short}`,
  };
}
