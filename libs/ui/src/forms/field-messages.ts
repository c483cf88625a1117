import { apiErrorMessages } from '@marketplace/api-client';

/** What a schema's `safeParse` reports per problem (zod's issues have this shape). */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A form's fields as the API names them, and the label the form shows for each. */
export type FieldLabels<Field extends string> = Readonly<Record<Field, string>>;

/** A message under each field that has one; `form` holds what belongs to no field. */
export type FieldMessages<Field extends string> = Partial<Record<Field | 'form', string>>;

// The contract's and the API's messages start with the field's name ("orginalPrice is required").
const fieldNamed = <Field extends string>(message: string, fields: readonly Field[]) =>
  fields.find((field) => message.startsWith(`${field} `));

const fieldsOf = <Field extends string>(labels: FieldLabels<Field>) =>
  Object.keys(labels) as Field[];

/**
 * The form's own check, before anything is sent: the first of a field's issues under it, in the
 * form's words ("Original price is required").
 */
export function issueMessages<Field extends string>(
  issues: readonly SchemaIssue[],
  labels: FieldLabels<Field>,
): FieldMessages<Field> {
  const messages: FieldMessages<Field> = {};
  for (const { path, message } of issues) {
    const field = fieldsOf(labels).find((name) => name === path[0]);
    if (field) {
      messages[field] ??= message.startsWith(field)
        ? labels[field] + message.slice(field.length)
        : message;
    }
  }
  return messages;
}

/**
 * The API's refusal (a 400 lists a message per field): each message under its field, where the
 * label already names it ("Must be at least 8 characters"); anything else under `form`.
 */
export function serverMessages<Field extends string>(
  error: unknown,
  labels: FieldLabels<Field>,
): FieldMessages<Field> {
  const messages: FieldMessages<Field> = {};
  for (const message of apiErrorMessages(error)) {
    const field = fieldNamed(message, fieldsOf(labels));
    const key = field ?? 'form';
    const text = field ? capitalize(message.slice(field.length + 1)) : message;
    messages[key] = messages[key] ? `${messages[key]}; ${text}` : text;
  }
  return messages;
}

/** The first field with a message, in the form's order, for the focus to go to. */
export const firstWithMessage = <Field extends string>(
  messages: FieldMessages<Field>,
  labels: FieldLabels<Field>,
): Field | undefined => fieldsOf(labels).find((field) => messages[field]);

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
