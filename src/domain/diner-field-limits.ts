// The sizes of what a diner types, apart from the rules (diner-fields.ts) so that the messages
// written in every language (diner-messages/) can name them without importing the rules.

export const DINER_FIELD_LIMITS = {
  coversMin: 1,
  /** Beyond this, a party is a private event: the restaurant takes it by phone. */
  coversMax: 99,
  nameMin: 2,
  name: 120,
  email: 254,
  emailLocalPart: 64,
  phone: 32,
  postCode: 10,
} as const;
