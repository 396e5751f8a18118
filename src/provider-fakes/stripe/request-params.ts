import type { FormObject, FormValue } from './form-body';
import { invalidRequest, missingParam } from './stripe-errors';

// Reading one parameter of a request the way Stripe checks it, with Stripe's error for each mistake.

export function optionalString(params: FormObject, name: string, path = name): string | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${JSON.stringify(value)}`, path, 'parameter_invalid_string');
  return value;
}

export function requiredString(params: FormObject, name: string, path = name): string {
  const value = optionalString(params, name, path);
  if (value === undefined) throw missingParam(path);
  return value;
}

export function optionalInteger(params: FormObject, name: string, path = name): number | undefined {
  const value = optionalString(params, name, path);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, path, 'parameter_invalid_integer');
  return Number(value);
}

export function requiredInteger(params: FormObject, name: string, path = name): number {
  const value = optionalInteger(params, name, path);
  if (value === undefined) throw missingParam(path);
  return value;
}

export function optionalBoolean(params: FormObject, name: string): boolean | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, name, 'parameter_invalid_boolean');
  return value === 'true';
}

export function optionalObject(params: FormObject, name: string): FormObject | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest(`Invalid hash`, name, 'parameter_invalid_empty');
  return value;
}

export function optionalList(params: FormObject, name: string): FormValue[] | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (!Array.isArray(value)) throw invalidRequest(`Invalid array`, name, 'parameter_invalid_empty');
  return value;
}

/** Stripe's metadata: up to 50 keys of 40 characters, values of 500, all strings. */
export function metadataOf(value: FormObject | undefined, path = 'metadata'): Record<string, string> {
  if (!value) return {};
  const entries = Object.entries(value);
  if (entries.length > 50) throw invalidRequest('Metadata can have up to 50 keys.', path);
  const metadata: Record<string, string> = {};
  for (const [key, item] of entries) {
    if (typeof item !== 'string') throw invalidRequest(`Invalid string: ${JSON.stringify(item)}`, `${path}[${key}]`);
    if (key.length > 40) throw invalidRequest('Metadata keys can have up to 40 characters.', `${path}[${key}]`);
    if (item.length > 500) throw invalidRequest('Metadata values can have up to 500 characters.', `${path}[${key}]`);
    if (item !== '') metadata[key] = item;
  }
  return metadata;
}
