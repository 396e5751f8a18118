import { buildApp } from './app';
import { isDatabaseEmpty, seedDemo } from './seed/demo-seed';
import { closeOnSignals } from './lib/close-on-signals';
import { startWorkerIfEnabled } from './modules/notifications';
import { describeLegacyImport, upgradeLegacyUploads } from './upgrades/legacy-uploads';
import { startProcess } from './startup';
import { localWebhookUrl, startDemoPayments } from './demo-payments';
import { DEMO_GOOGLE_CREDENTIALS, startDemoGoogle } from './demo-google';

startProcess(async ({ config: configured, log, db }) => {
  // Pictures an older version kept as files under DATA_DIR/uploads move into the database, once.
  for (const line of describeLegacyImport(await upgradeLegacyUploads(db, configured.dataDir))) console.log(line);
  if (configured.seedDemo && (await isDatabaseEmpty(db))) {
    await seedDemo(db, { now: new Date(), history: configured.seedDemoHistory });
  }
  // No Stripe key: the local Stripe fake stands in for it (docs/payments.md).
  const demoPayments = await startDemoPayments(configured, db);
  // No Google set-up in the demo: the local Google fake stands in (docs/reserve-with-google.md).
  const demoGoogle = await startDemoGoogle(demoPayments?.config ?? configured);
  const config = demoGoogle?.config ?? demoPayments?.config ?? configured;
  const app = await buildApp({ config, db, log });
  // Outbox delivery in this process unless WORKER=false (several servers: run `npm run worker`).
  const worker = startWorkerIfEnabled(config, db, log);
  closeOnSignals(log, async () => {
    await app.close();
    await worker?.stop();
    await demoPayments?.fake.stop();
    await demoGoogle?.fake.close();
    await db.close();
  });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl.replace(/:\d+$/, `:${port}`);
  demoPayments?.fake.setWebhookUrl(localWebhookUrl(config.host, port));
  const where = config.database.kind === 'sqlite' ? `SQLite (${config.database.file})` : 'PostgreSQL';
  console.log(
    [
      '',
      `  Couvert est prêt : ${url}`,
      `  Base de données : ${where}`,
      `  Paiements : ${demoPayments ? `Stripe simulé localement (${demoPayments.fake.url}, cartes de test)` : 'Stripe'}`,
      `  Réservation de démonstration : ${url}/reserver/le-petit-zinc`,
      ...(demoGoogle
        ? [
            `  Réserver avec Google : ${url}/google/v3/… (identifiants ${DEMO_GOOGLE_CREDENTIALS.user} / ${DEMO_GOOGLE_CREDENTIALS.password}), Google simulé localement (${demoGoogle.fake.url})`,
          ]
        : []),
      `  Espace restaurant : ${url}/  (propriétaire démo : demo@couvert.fr / couvert-demo ; codes : Camille 1234, Julien 5678, Léa 2468)`,
      '',
    ].join('\n'),
  );
});
