/** A LIKE pattern matching text that contains `text` literally (its `%`, `_` and `\` escaped). */
export const containsPattern = (text: string) =>
  `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
