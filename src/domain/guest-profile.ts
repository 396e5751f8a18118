// The structured part of a guest profile: allergies and dietary needs, the VIP flag, and the
// "Habitué" badge computed from visits. Allergies are health data (GDPR art. 9): who may read
// them is decided here once, for every route that sends a guest or a booking.

/** The 14 allergens EU regulation 1169/2011 requires restaurants to declare, by stable code. */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;

/** Dietary needs the kitchen is asked about most. */
export const DIETS = ['vegetarian', 'vegan', 'no_pork', 'halal', 'kosher', 'no_alcohol', 'pregnant'] as const;

export const DIETARY_CODES = [...ALLERGENS, ...DIETS] as const;
export type Allergen = (typeof ALLERGENS)[number];
export type Diet = (typeof DIETS)[number];
export type DietaryCode = (typeof DIETARY_CODES)[number];

/** Free text beside the list ("noisettes seulement", "cœliaque strict"). */
export const DIETARY_NOTE_MAX = 300;

/** The staff's words (French, the labels of the guest page and the badges). */
export const DIETARY_LABELS_FR: Record<DietaryCode, string> = {
  gluten: 'Gluten',
  crustaceans: 'Crustacés',
  eggs: 'Œufs',
  fish: 'Poissons',
  peanuts: 'Arachides',
  soy: 'Soja',
  milk: 'Lait',
  nuts: 'Fruits à coque',
  celery: 'Céleri',
  mustard: 'Moutarde',
  sesame: 'Sésame',
  sulphites: 'Sulfites',
  lupin: 'Lupin',
  molluscs: 'Mollusques',
  vegetarian: 'Végétarien',
  vegan: 'Végan',
  no_pork: 'Sans porc',
  halal: 'Halal',
  kosher: 'Casher',
  no_alcohol: 'Sans alcool',
  pregnant: 'Femme enceinte',
};

export function isDietaryCode(value: string): value is DietaryCode {
  return (DIETARY_CODES as readonly string[]).includes(value);
}

export function isAllergen(code: DietaryCode): code is Allergen {
  return (ALLERGENS as readonly string[]).includes(code);
}

/** Known codes only, each once, in the list's order (the order badges and exports show them). */
export function normaliseDietary(codes: readonly string[]): DietaryCode[] {
  const wanted = new Set(codes);
  return DIETARY_CODES.filter((c) => wanted.has(c));
}

/** Reads the stored JSON list; anything unreadable is an empty list rather than an error page. */
export function parseDietary(stored: string | null | undefined): DietaryCode[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? normaliseDietary(parsed.filter((c): c is string => typeof c === 'string')) : [];
  } catch {
    return [];
  }
}

/** A booking's statement joined to the profile's: nothing the guest once said is dropped by a later booking. */
export function mergeDietary(profile: readonly string[], booking: readonly string[]): DietaryCode[] {
  return normaliseDietary([...profile, ...booking]);
}

/** Two free texts joined without repeating one already there, cut to the field's size. */
export function mergeDietaryNote(profile: string, booking: string): string {
  const a = profile.trim();
  const b = booking.trim();
  if (!b || a.toLowerCase().includes(b.toLowerCase())) return a;
  if (!a) return b.slice(0, DIETARY_NOTE_MAX);
  return `${a} · ${b}`.slice(0, DIETARY_NOTE_MAX);
}

const DEFAULT_REGULAR_VISITS = 3;

/** "Habitué": at least `threshold` visits the guest honoured (a threshold below 1 counts as 1). */
export function isRegular(visits: number, threshold: number | null | undefined): boolean {
  return visits >= Math.max(1, threshold ?? DEFAULT_REGULAR_VISITS);
}

/** Owners and managers always see allergies and diets; a team member only when the owner granted it. */
export function seesHealthData(role: 'owner' | 'manager' | 'staff', granted: boolean): boolean {
  return role === 'owner' || role === 'manager' || granted;
}
