import { apiErrorMessage } from '@marketplace/api-client';

/**
 * The API names the field at the start of each 400 message ("newPassword must be at least 8
 * characters"): puts each message under its field, where the label already names it ("Must be
 * at least 8 characters"), and anything else in `form`.
 */
export function fieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Partial<Record<Field | 'form', string>> {
  const errors: Partial<Record<Field | 'form', string>> = {};
  for (const message of apiErrorMessage(error).split('; ')) {
    const field = fields.find((name) => message.startsWith(`${name} `));
    const key = field ?? 'form';
    const text = field ? capitalize(message.slice(field.length + 1)) : message;
    errors[key] = errors[key] ? `${errors[key]}; ${text}` : text;
  }
  return errors;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
