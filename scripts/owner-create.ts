// `npm run owner:create`: creates an owner account and their restaurant from a terminal (the same
// as the 'Créer mon restaurant' page). Missing values are asked for; the password is never echoed.
//
//   npm run owner:create -- --email chef@exemple.fr --restaurant "Le Bistrot" --name Paul --code 2580
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrator';
import { AppError } from '../src/server/http/envelope';
import { ownerService } from '../src/server/modules/auth/owner-service';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    restaurant: { type: 'string' },
    name: { type: 'string' },
    code: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(
    [
      'Crée un compte propriétaire et son restaurant.',
      '  --email       e-mail du propriétaire',
      '  --password    mot de passe (10 caractères au moins ; demandé sans écho si absent)',
      '  --restaurant  nom du restaurant',
      '  --name        prénom du propriétaire (membre de l’équipe, rôle propriétaire)',
      '  --code        son code confidentiel à 4 chiffres',
      'Avec l’e-mail d’un compte existant (et son mot de passe), le restaurant est ajouté à ce compte.',
    ].join('\n'),
  );
  process.exit(0);
}

const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });

async function ask(label: string, given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  return (await rl.question(`${label} : `)).trim();
}

/** Reads a line without echoing it when on a terminal. */
async function askSecret(label: string, given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  if (!process.stdin.isTTY) return (await rl.question(`${label} : `)).trim();
  process.stdout.write(`${label} : `);
  const output = rl as unknown as { _writeToOutput?: (s: string) => void };
  const original = output._writeToOutput;
  output._writeToOutput = () => undefined;
  try {
    return await rl.question('');
  } finally {
    output._writeToOutput = original;
    process.stdout.write('\n');
  }
}

const config = loadConfig();
const db = openDatabase(config.database);
try {
  await migrateToLatest(db);
  const email = await ask('E-mail du propriétaire', values.email);
  const password = await askSecret('Mot de passe', values.password);
  const restaurantName = await ask('Nom du restaurant', values.restaurant);
  const ownerName = await ask('Votre prénom', values.name);
  const code = await ask('Votre code confidentiel (4 chiffres)', values.code);
  const created = await ownerService({ config, db, now: () => new Date() }).createFromTerminal({ email, password, restaurantName, ownerName, code });
  console.log(
    [
      '',
      created.newAccount ? `Compte créé pour ${email.trim().toLowerCase()}.` : `Restaurant ajouté au compte ${email.trim().toLowerCase()}.`,
      `Restaurant « ${restaurantName.trim()} » : ${config.publicUrl}/reserver/${created.slug}`,
      `Connectez un appareil sur ${config.publicUrl}/ avec cet e-mail et ce mot de passe, puis le code ${code}.`,
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof AppError ? `Refusé : ${error.message}` : error);
  process.exitCode = 1;
} finally {
  rl.close();
  await db.close();
}
