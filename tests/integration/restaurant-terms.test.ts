import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TERMS_TEXT } from '../../src/domain/default-terms';
import { dialectsUnderTest } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, restaurantIdOf, sessionsFor } from './staff-helpers';

// The general terms the wizard's consent links to: the product's default text until the owner
// writes their own in the settings, public at /api/restaurants/{slug}/terms, kept as plain text,
// and distinct from the booking conditions the my-booking page recalls.

describe.each(await dialectsUnderTest())('restaurant terms on %s', (dialect) => {
  let server: TestServer;
  let zinc: number;
  let owner: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    zinc = await restaurantIdOf(server, 'le-petit-zinc');
    const sessions = await sessionsFor(server, zinc);
    owner = sessions.owner;
    staff = sessions.staff;
  });
  afterAll(async () => server?.close());

  const url = (path = '') => `/api/staff/restaurants/${zinc}/settings${path}`;
  const publicTerms = (slug = 'le-petit-zinc') => server.call('GET', `/api/restaurants/${slug}/terms`);
  const information = async () => (await server.call('GET', url(), undefined, bearer(owner))).body.object.information;
  const saveInformation = (changes: Record<string, unknown>, token = owner) =>
    information().then((current) => server.call('PUT', url('/information'), { ...current, ...changes }, bearer(token)));

  it('shows the product default to the diner and to the owner until the owner writes their own', async () => {
    const res = await publicTerms();
    expect(res.status).toBe(200);
    expect(res.body.object).toMatchObject({ name: 'Le Petit Zinc', slug: 'le-petit-zinc', terms_text: DEFAULT_TERMS_TEXT, is_default: true });
    expect((await information()).terms_text).toBe(DEFAULT_TERMS_TEXT);
    // Saving the settings page untouched keeps following the default.
    expect((await saveInformation({})).status).toBe(200);
    const row = await server.db.kysely.selectFrom('restaurants').select('terms_text').where('id', '=', zinc).executeTakeFirstOrThrow();
    expect(row.terms_text).toBeNull();
  });

  it('answers an unknown restaurant with a French 404', async () => {
    const res = await publicTerms('nulle-part');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Restaurant introuvable.');
  });

  it('publishes the terms the owner edits, as plain text, without touching the booking conditions', async () => {
    const before = await information();
    const terms = 'Annulation\nPrévenez-nous 24 h à l’avance.\n\n<script>alert(1)</script><b>Acompte</b> de 10 €.';
    expect((await saveInformation({ terms_text: `  ${terms}\n` })).status).toBe(200);
    const res = await publicTerms();
    // Plain text, returned as typed (trimmed): the page renders it as text, never as HTML.
    expect(res.body.object).toMatchObject({ terms_text: terms, is_default: false });
    const after = await information();
    expect(after.terms_text).toBe(terms);
    expect(after.conditions_text).toBe(before.conditions_text);
    // A client that does not know the field leaves the terms as they are.
    const { terms_text: _omitted, ...withoutTerms } = after;
    void _omitted;
    expect((await server.call('PUT', url('/information'), { ...withoutTerms, conditions_text: 'Table gardée 15 minutes.' }, bearer(owner))).status).toBe(200);
    expect((await publicTerms()).body.object.terms_text).toBe(terms);
    expect((await information()).conditions_text).toBe('Table gardée 15 minutes.');
  });

  it('refuses terms past 20 000 characters with a French 400 and keeps the saved ones', async () => {
    const saved = (await publicTerms()).body.object.terms_text;
    const res = await saveInformation({ terms_text: 'a'.repeat(20_001) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Conditions générales : 20 000 caractères au maximum.');
    expect((await publicTerms()).body.object.terms_text).toBe(saved);
    expect((await saveInformation({ terms_text: 'b'.repeat(20_000) })).status).toBe(200);
    expect((await publicTerms()).body.object.terms_text).toHaveLength(20_000);
  });

  it('lets only the owner or a manager edit them, and emptying them brings back the default', async () => {
    const refused = await saveInformation({ terms_text: 'Pirate' }, staff);
    expect(refused.status).toBe(403);
    expect((await publicTerms()).body.object.terms_text).not.toBe('Pirate');
    expect((await saveInformation({ terms_text: '   ' })).status).toBe(200);
    expect((await publicTerms()).body.object).toMatchObject({ terms_text: DEFAULT_TERMS_TEXT, is_default: true });
  });
});
