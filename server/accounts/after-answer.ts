import type { Response } from 'express';
import type { AccountsContext } from './context';

/**
 * Runs `work` once the answer has gone (or the reader hung up: the work is theirs all the same), so its database
 * writes and mail take no part in how long the answer took. A failure is logged; nobody is waiting for it. Until it
 * ends it is held in `ctx.afterAnswers`, so a test (or a shutdown) can wait for it (`settled`).
 */
export function afterAnswer(ctx: AccountsContext, res: Response, what: string, work: () => Promise<void>): void {
  let done = () => {};
  const ended = new Promise<void>((resolve) => (done = resolve));
  ctx.afterAnswers?.add(ended);
  // 'close' comes once in both cases: after 'finish', or when the connection ended before it.
  res.once('close', () => {
    work()
      .catch((err: unknown) => ctx.log.error({ err }, `${what}: failed after the answer`))
      .finally(() => {
        ctx.afterAnswers?.delete(ended);
        done();
      });
  });
}

/** Resolves once no work queued by `afterAnswer` is left, including work queued while waiting. */
export async function settled(ctx: AccountsContext): Promise<void> {
  while (ctx.afterAnswers?.size) await Promise.all([...ctx.afterAnswers]);
}
