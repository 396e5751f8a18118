import type { Executor } from '../../db/transactions';

/** Writes this process's probe row and forgets processes silent since `staleBefore`. */
export async function recordHealthProbe(db: Executor, instance: string, at: string, staleBefore: string): Promise<void> {
  await db
    .insertInto('health_probes')
    .values({ instance, checked_at: at })
    .onConflict((oc) => oc.column('instance').doUpdateSet({ checked_at: at }))
    .execute();
  await db.deleteFrom('health_probes').where('checked_at', '<', staleBefore).where('instance', '!=', instance).execute();
}
