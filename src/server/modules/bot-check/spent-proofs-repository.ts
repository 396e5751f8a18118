import type { Executor } from '../../db/transactions';

/** Records a proof as used; false when it was already recorded (the primary key refuses the copy). */
export async function recordProof(db: Executor, proofHash: string, expiresAt: string): Promise<boolean> {
  const result = await db
    .insertInto('bot_check_proofs')
    .values({ proof_hash: proofHash, expires_at: expiresAt })
    .onConflict((oc) => oc.column('proof_hash').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Proofs whose challenge has expired are refused anyway: their record is no longer needed. */
export async function purgeExpiredProofs(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('bot_check_proofs').where('expires_at', '<=', now).execute();
}
