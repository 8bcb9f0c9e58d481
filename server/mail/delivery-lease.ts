/**
 * Bounds one delivery by its row's lease (docs/decisions/128-mail-delivery-bounded-and-self-healing.md). A peer
 * that trickles bytes never trips the transport's idle timeout (transport.ts), so the send is aborted when
 * either limit passes:
 * - the guard: `guardFraction` of the lease after the database last confirmed it (the claim, then each renewal),
 *   well under half: when renewals fail (the database is away) the send ends while more than half the lease it
 *   holds is left, for the abort and the result's write, and no other worker can have claimed the row yet;
 * - the deadline: `deadlineMs` after the claim, however often the lease was renewed.
 * While the send runs the lease is renewed every eighth of it, so a slow but honest peer (10 s per command, a
 * minute or more per message) outlasts half the lease and still delivers. A renewal that finds the row no longer
 * ours aborts at once.
 */

export interface LeaseTimes {
  leaseMs: number;
  deadlineMs: number;
  guardFraction: number;
  renewEveryMs: number;
}

export function leaseTimes(leaseMs: number, deadlineMs?: number): LeaseTimes {
  return {
    leaseMs,
    deadlineMs: deadlineMs ?? Math.round(leaseMs * 0.75),
    guardFraction: 0.4,
    // Three renewals fit in each guard period, so one slow renewal does not end an honest send.
    renewEveryMs: Math.max(50, Math.round(leaseMs / 8)),
  };
}

/** The error a send ends with when a limit passes; classified "infrastructure" (delivery-policy.ts). */
export function deadlineError(why: string): Error {
  return Object.assign(new Error(why), { code: "EABORT" });
}

export async function sendWithinLease<T>(
  options: {
    times: LeaseTimes;
    claimedAt: number;
    now: () => number;
    /** Extends the lease to now + leaseMs; false when the row is no longer this worker's. */
    renew: () => Promise<boolean>;
  },
  send: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const { times, claimedAt, now } = options;
  const controller = new AbortController();
  let confirmedAt = claimedAt;
  let abortTimer: NodeJS.Timeout | undefined;
  let done = false;
  const abortAt = () =>
    Math.min(claimedAt + times.deadlineMs, confirmedAt + times.leaseMs * times.guardFraction);
  const abort = (why: string) => {
    if (!controller.signal.aborted) controller.abort(deadlineError(why));
  };
  const arm = () => {
    clearTimeout(abortTimer);
    const left = abortAt() - now();
    if (left <= 0) {
      const byDeadline = abortAt() === claimedAt + times.deadlineMs;
      abort(
        byDeadline
          ? `prazo de entrega esgotado (${Math.round(times.deadlineMs / 1000)} s) sem a resposta final do servidor SMTP`
          : "a reserva da mensagem não pôde ser renovada no banco; envio interrompido antes que ela expire",
      );
    } else abortTimer = setTimeout(arm, left);
  };
  const renewTimer = setInterval(() => {
    const started = now();
    options.renew().then(
      (ours) => {
        // A renewal that answers after the send ended must not arm a timer again.
        if (done) return;
        if (!ours) abort("a reserva da mensagem passou a outro worker; envio interrompido");
        else if (started > confirmedAt) {
          confirmedAt = started;
          arm();
        }
      },
      // The database is away: the guard ends the send in time.
      () => {},
    );
  }, times.renewEveryMs);
  try {
    // Checked before anything is sent: a claim and a compose that took long may have used the time up.
    arm();
    if (controller.signal.aborted) throw controller.signal.reason;
    return await send(controller.signal);
  } catch (error) {
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    done = true;
    clearTimeout(abortTimer);
    clearInterval(renewTimer);
  }
}
