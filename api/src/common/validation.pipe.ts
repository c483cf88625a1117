import { type ArgumentMetadata, StandardSchemaValidationPipe } from '@nestjs/common';

type Schema = NonNullable<ArgumentMetadata['schema']>;

/**
 * A schema whose issues about the value as a whole (a body that is not an object, a rule across
 * fields) carry `part` as their path, so their messages name it as others name their field.
 */
const namingTheWhole = (schema: Schema, part: string): Schema => ({
  '~standard': {
    ...schema['~standard'],
    validate: async (value, options) => {
      const result = await schema['~standard'].validate(value, options);
      if (!result.issues) return result;
      return {
        issues: result.issues.map((issue) =>
          issue.path?.length ? issue : { ...issue, path: [part] },
        ),
      };
    },
  },
});

/**
 * The global validation pipe: Nest's, which answers 400 with one `field: message` per issue, and
 * names the whole body or query too ("body: …") where no one field is wrong. A parameter read by
 * name (`@Query('email')`) keeps its schema's own messages, which name it.
 */
export class InputValidationPipe extends StandardSchemaValidationPipe {
  override transform<T>(value: T, metadata: ArgumentMetadata): Promise<T> {
    if (!metadata.schema || metadata.data !== undefined) return super.transform(value, metadata);
    return super.transform(value, {
      ...metadata,
      schema: namingTheWhole(metadata.schema, metadata.type),
    });
  }
}
