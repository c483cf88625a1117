import { type SQL, asc, desc, sql } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { searchTerms } from '../database/schema.js';

/*
 * How a buyer's typed words become full-text queries (ProductsSearchRepository): each word is
 * looked up in the catalogue's vocabulary (migration 0011), or matched as a prefix.
 */

/** How many catalogue words at most stand in for one typed word. */
const TERMS_PER_WORD = 8;

/**
 * Whether a typed word is looked up in the catalogue's vocabulary (migration 0011): it has a
 * letter and three characters, as the vocabulary's words do. Others ("4k", "2019") match as a
 * prefix of a listing's words.
 */
const isVocabularyWord = (word: string) => word.length >= 3 && /\p{L}/u.test(word);

/** A catalogue word as a quoted tsquery lexeme, so no character of it is tsquery syntax. */
const quotedLexeme = (term: string) => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The full-text query of one typed word. A vocabulary word matches the catalogue words that
 * start with it or lie within a typo of it (its own stem among them, when a listing has it):
 * whole lexemes, which the GIN index intersects by skipping through their posting lists. (A
 * prefix query, `word:*`, first gathers every listing of every lexeme with that prefix, which is
 * slow for common words in a large catalogue.) With no such catalogue word, its stem matches
 * nothing, and a stop word ("the") makes an empty query, which `&&` drops.
 */
export const wordQuery = (word: string, terms: string[]): SQL => {
  if (!isVocabularyWord(word)) return sql`to_tsquery('english', ${`${word}:*`})`;
  if (!terms.length) return sql`to_tsquery('english', ${word})`;
  // 'simple': the catalogue words are already stemmed and must not be stemmed again.
  return sql`to_tsquery('simple', ${terms.map(quotedLexeme).join(' | ')})`;
};

/**
 * For each typed word, the catalogue words that start with it or lie within a typo of it,
 * closest first (migration 0011); none for a stop word. The typed word is stemmed first, as the
 * catalogue's words are: "tredmill" is compared as "tredmil" with "treadmil", sharing far more
 * trigrams.
 */
export async function vocabularyMatches(db: Database, words: string[]): Promise<string[][]> {
  return Promise.all(
    words.map(async (word) => {
      if (!isVocabularyWord(word)) return [];
      const stem = sql`(tsvector_to_array(to_tsvector('english', ${word})))[1]`;
      const rows = await db
        .select({ term: searchTerms.term })
        .from(searchTerms)
        .where(sql`${searchTerms.term} like (${stem} || '%') or ${stem} <% ${searchTerms.term}`)
        .orderBy(desc(sql`word_similarity(${stem}, ${searchTerms.term})`), asc(searchTerms.term))
        .limit(TERMS_PER_WORD);
      return rows.map((row) => row.term);
    }),
  );
}
