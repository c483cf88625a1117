import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database/database.js';
import { prepareStatement } from '../database/prepared.js';
import { searchTerms } from '../database/schema.js';

/*
 * How a buyer's typed words become full-text queries (ProductsSearchRepository): each word is
 * looked up in the catalogue's vocabulary (SearchVocabulary), or matched as a prefix.
 */

/** How many catalogue words at most stand in for one typed word the catalogue does not know. */
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
 * The full-text query of one typed word. A vocabulary word matches the catalogue words it stands
 * for (`SearchVocabulary`): whole lexemes, which the GIN index intersects by skipping through
 * their posting lists. (A prefix query, `word:*`, first gathers every listing of every lexeme with
 * that prefix, which is slow for common words in a large catalogue.) With no such catalogue word,
 * its stem matches nothing, and a stop word ("the") makes an empty query, which `&&` drops.
 */
export const wordQuery = (word: string, terms: string[]): SQL => {
  if (!isVocabularyWord(word)) return sql`to_tsquery('english', ${`${word}:*`})`;
  if (!terms.length) return sql`to_tsquery('english', ${word})`;
  // 'simple': the catalogue words are already stemmed and must not be stemmed again.
  return sql`to_tsquery('simple', ${terms.map(quotedLexeme).join(' | ')})`;
};

/**
 * The catalogue words each typed word of the `words` placeholder stands for, closest first (see
 * `SearchVocabulary.matches`). The second branch's `not exists` refers only to the typed word,
 * so PostgreSQL checks it once per word, before reading a trigram.
 */
const vocabularyQuery = (db: Database) =>
  db
    .select({ word: sql<string>`typed.word`, term: sql<string>`match.term` })
    .from(
      sql`unnest(${sql.placeholder('words')}::text[]) with ordinality as typed(word, position)
      cross join lateral (select (tsvector_to_array(to_tsvector('english', typed.word)))[1] as stem) as stemmed
      cross join lateral (
        select ${searchTerms.term} as term, 1::real as closeness
        from ${searchTerms}
        where ${searchTerms.term} = stemmed.stem
        union all (
          select ${searchTerms.term}, word_similarity(stemmed.stem, ${searchTerms.term})
          from ${searchTerms}
          where not exists (select from ${searchTerms} where ${searchTerms.term} = stemmed.stem)
            and (${searchTerms.term} like (stemmed.stem || '%') or stemmed.stem <% ${searchTerms.term})
          order by 2 desc, 1
          limit ${sql.raw(String(TERMS_PER_WORD))}
        )
      ) as match`,
    )
    .orderBy(sql`typed.position, match.closeness desc, match.term`);

/**
 * The catalogue's vocabulary (migration 0011), as a search's typed words are looked up in it:
 * through a statement prepared once, whose planning had cost four times its run.
 */
export class SearchVocabulary {
  private readonly lookup: ReturnType<ReturnType<typeof vocabularyQuery>['prepare']>;

  constructor(db: Database) {
    this.lookup = prepareStatement(vocabularyQuery(db));
  }

  /**
   * For each typed word, the catalogue words it stands for; none for a stop word. A word the
   * catalogue knows stands for itself alone: "table" is not a typo of "tablet", nor "philips" of
   * "philander", and each extra word a search ORs in makes it read that word's listings too (a
   * rare word with a common neighbour read thousands). A word the catalogue does not know stands
   * for the words that start with it or lie within a typo of it, closest first (migration 0011).
   * The typed word is stemmed first, as the catalogue's words are: "tredmill" is compared as
   * "tredmil" with "treadmil", sharing far more trigrams. Every word is looked up in one query:
   * one round trip per search, not one per word.
   */
  async matches(words: string[]): Promise<string[][]> {
    const looked = words.filter(isVocabularyWord);
    if (!looked.length) return words.map(() => []);
    const rows = await this.lookup.execute({ words: looked });
    return words.map((word) => rows.filter((row) => row.word === word).map((row) => row.term));
  }
}
