import { z } from 'zod';
import { DINER_LANGUAGES } from '../../languages';

// What the API answers: every body is the envelope `{ code, error, message, object }`. Routes
// declare their answer with these, the OpenAPI document shows them, and the web app's client
// reads its types from the same schemas. The server does not re-check its answers at run time
// (they are built by typed code and the hot public reads are sent pre-serialised); the contract
// test validates real answers against the document instead.

/**
 * A message to a diner by its code (src/domain/diner-messages/): `message` is these words in the
 * diner's language, so a page can write them again in another language it switches to.
 */
export const dinerTextSchema = z
  .object({
    code: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    language: z.enum(DINER_LANGUAGES).optional().describe('La langue de la réservation ou de l’offre dont parle le message.'),
  })
  .describe('Le message au client par son code et ses paramètres.');

/** A success: `object` is what the call returns (`null` for calls that only answer a message). */
export const envelopeOf = <T extends z.ZodType>(object: T) =>
  z.object({ code: z.number().int(), error: z.literal(false), message: z.string(), object, said: dinerTextSchema.optional() });

/** Every refusal and failure: a French message for the person reading it and a stable `reason`. */
export const refusalEnvelope = z.object({
  code: z.number().int(),
  error: z.literal(true),
  message: z.string().describe('Message à montrer tel quel : en français, ou dans la langue du client sur ses routes (`public`).'),
  object: z.looseObject({ reason: z.string().optional() }).nullable(),
  said: dinerTextSchema.optional(),
});

/** The calls that answer only a message. */
export const messageOnly = { 200: envelopeOf(z.null()) };
/** A creation that answers the new row's guid. */
export const createdGuid = { 201: envelopeOf(z.object({ guid: z.string() })) };

/**
 * A read model that lists the fields clients rely on and lets the others through (documented as
 * `additionalProperties` allowed, so adding a field is not a breaking change). Typed as the listed
 * fields only, so the server's interfaces (which have no index signature) fit it.
 */
export const openObject = <S extends z.ZodRawShape>(shape: S) => z.looseObject(shape) as unknown as z.ZodObject<S>;
