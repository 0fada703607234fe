import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { library } from '../db/seed/library';
import { SEARCH_COUNT_LIMIT, SEARCH_RESULTS_LIMIT } from '../../src/model/constants';
import { createDatabase } from '../db/connect';
import { SEARCH_ID_BLOCK_SIZE } from '../db/schema';
import { READER_QUERIES } from './search-readers-set';
import { forgetWordFrequencies, keepWordFrequencies, wordFrequencies, wordsForTheIndex } from './search-frequencies';
import { importCatalogue } from './catalogue-import';
import { reindexSearch, searchContent, typosBetween, typosForgiven, withJoinsAndSplits } from './search';
import {
  contentSearchColumns,
  initialsTerm,
  lineInitials,
  mostWordsQueryText,
  searchableText,
  searchTerms,
  tsQueryText,
  wordShares,
} from './search-text';
import { seededDatabase } from '../test/seeded';

describe('search text', () => {
  it('keeps Latin words normalised in order, then second readings, then the Devanagari words', () => {
    expect(searchableText('चालीसा.श्री हनुमान चालीसा', 'Shri Hanuman Chalisa')).toBe(
      'chalis sri hanumn chalis चालीसा श्री हनुमान चालीसा sri hanumn chalis',
    );
    expect(searchableText('रघुपति राघव')).toBe('raghupti raghv raghupati रघुपति राघव');
    expect(searchableText(null, '', undefined)).toBe('');
  });

  it('builds the search columns from titles and lyrics', () => {
    expect(
      contentSearchColumns({ titlePrimary: 'आरती.ॐ जय', titleSecondary: 'Om Jai', contentPrimary: 'हरे', contentSecondary: null }),
    ).toEqual({
      // आरती reads 'arti' and, without the medial rule, 'arati'; जय 'jai' and, as Sanskrit says it, 'jaya'.
      searchTitle: 'arti om jai arati jay आरती ॐ जय om jai',
      searchBody: 'hare हरे',
      // The title's last segment, then the lyrics, a line each.
      searchInitials: 'oj h',
      searchFirstLine: 'hare हरे',
    });
    // The first line with a word, of the lyrics and of their transliteration.
    expect(
      contentSearchColumns({
        titlePrimary: 'भजन',
        titleSecondary: null,
        contentPrimary: '॥\nमन लागो यार फकीरी में\nजो सुख पावो',
        contentSecondary: 'Man lago yaar\nJo sukh',
      }).searchFirstLine,
    ).toBe('man lago yar fakiri men me मन लागो यार फकीरी में man lago yar');
  });

  it("gives every line's first letters, Devanagari and its transliteration alike, lines apart", () => {
    expect(lineInitials('ॐ जय शिव ओंकारा, स्वामी जय शिव ओंकारा ।\nब्रह्मा विष्णु सदाशिव', 'Om Jai Shiv Omkara')).toBe('ojsosjso bvs ojso');
    expect(lineInitials('श्री गुरु चरन सरोज रज', null, '\n\n')).toBe('sgcsr');
    expect(lineInitials(null, '')).toBe('');
  });

  it('takes a term of 3 to 12 Latin letters as first letters, spelt as the stored ones are', () => {
    expect(initialsTerm(' OJSO ')).toBe('ojso');
    expect(initialsTerm('wzqx')).toBe('vjkk');
    for (const term of ['oj', 'abcdefghijklm', 'om jai', 'ओजसो', 'o1so']) expect(initialsTerm(term), term).toBeUndefined();
  });

  it('turns a term into words with all their forms, and a full-text query of them', () => {
    const terms = searchTerms('  हनुमान Chaaleesa, a!  ')!;
    expect(terms).toEqual({
      // A Devanagari word by its readings: the stored text has them wherever it has the word.
      words: [['hanumn'], ['chalis'], ['a']],
      typed: [0, 1, 2],
      latinWords: ['hanumn', 'chalis', 'a'],
      latin: 'hanumn chalis a',
      written: ['हनुमान', 'Chaaleesa', 'a'],
    });
    expect(tsQueryText(terms)).toBe("('hanumn') & ('chalis') & ('a')");
    expect(tsQueryText(searchTerms('हनुमान chal')!)).toBe("('hanumn') & ('chal':*)");
    expect(tsQueryText(searchTerms('हनुमान chal')!, 'whole')).toBe("('hanumn') & ('chal')");
    expect(tsQueryText(searchTerms('नहीं')!)).toBe("('nahin':* | 'nahi':*)");
    // A last word that is one letter in any script is that word, not the start of thousands ('na' → 'naam', 'nath', …).
    expect(tsQueryText(searchTerms('कोटि बसिया न')!)).toBe("('koti') & ('basiy') & ('na')");
    // Every word but one, of three or more: 'a and (b or c)', or 'b and c'.
    expect(mostWordsQueryText(searchTerms('om jai jagdish')!)).toBe("((('om') & ((('jai')) | (('jagdis':*)))) | (('jai') & ('jagdis':*)))");
    expect(mostWordsQueryText(searchTerms('om jai')!)).toBeUndefined();
    expect(searchTerms('?! … ।')).toBeUndefined();
    // Quotes and tsquery operators never reach the query: only letters, marks and digits do.
    expect(tsQueryText(searchTerms("ram' & !sita | (x):*")!)).toBe("('ram') & ('sit') & ('ks')");
  });
});

describe('typo rules', () => {
  it('forgives none below 5 letters, one from 5, two from 9', () => {
    expect(['ram', 'sita', 'radha', 'hanuman', 'jagadisha', 'vishvanatha'].map(typosForgiven)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('counts letters changed, left out, added or swapped, and a left-out or added a as none', () => {
    expect(typosBetween('hanumn', 'hanuman', 1)).toBe(0);
    expect(typosBetween('sagr', 'sagar', 0)).toBe(0);
    expect(typosBetween('hanumen', 'hanuman', 1)).toBe(1);
    expect(typosBetween('hanmuan', 'hanuman', 1)).toBe(1);
    expect(typosBetween('chalsia', 'chalisa', 1)).toBe(1);
    expect(typosBetween('kirshna', 'krishna', 1)).toBe(1);
    expect(typosBetween('govind', 'gopal', 1)).toBe(2);
    // Past the budget it stops counting.
    expect(typosBetween('radhe', 'shyam', 2)).toBe(3);
  });
});

describe('searchContent and reindexSearch (seeded library)', () => {
  const seeded = seededDatabase();
  const titles = async (term: string, limit?: number) =>
    (await searchContent(seeded.database.db, term, limit)).docs.map((d) => d.titlePrimary);
  /** A shown sub-category, for the hymns a test adds (a catalogue line's `subCategory`). */
  const shownSubCategory = async () => {
    const { rows } = await seeded.database.pool.query<{ id: number }>(
      'select min(sub_category_id) as id from sub_category where display_flag = $1',
      ['Y'],
    );
    return { subCategoryId: rows[0]!.id };
  };

  it('finds the seeded hymns the seed stored search columns for', async () => {
    const { rows } = await seeded.database.pool.query<{ n: number }>(
      'select count(*)::int as n from content where search_title is null or search_body is null',
    );
    expect(rows[0]!.n).toBe(0);
    expect((await titles('hanuman chalisa'))[0]).toBe('चालीसा.श्री हनुमान चालीसा');
    expect((await titles('हनुमान चालीसा'))[0]).toBe('चालीसा.श्री हनुमान चालीसा');
    // A typo, and the last word only begun.
    expect((await titles('hanumn chali'))[0]).toBe('चालीसा.श्री हनुमान चालीसा');
  });

  it('finds every visible seeded hymn by its Latin title, first or among the first three', async () => {
    const visibleSubCategories = new Set(library.subCategories.filter((s) => s.displayFlag === 'Y').map((s) => s.key));
    const visible = library.contents.filter((c) => c.displayFlag === 'Y' && visibleSubCategories.has(c.subCategoryKey) && c.titleSecondary);
    expect(visible.length).toBeGreaterThan(30);
    for (const hymn of visible) {
      expect((await titles(hymn.titleSecondary!)).slice(0, 3), hymn.titleSecondary!).toContain(hymn.titlePrimary);
    }
  });

  it('finds every visible seeded hymn by its Devanagari title', async () => {
    const visibleSubCategories = new Set(library.subCategories.filter((s) => s.displayFlag === 'Y').map((s) => s.key));
    for (const hymn of library.contents.filter((c) => c.displayFlag === 'Y' && visibleSubCategories.has(c.subCategoryKey))) {
      const title = hymn.titlePrimary.split('.').at(-1)!;
      expect((await titles(title)).slice(0, 3), title).toContain(hymn.titlePrimary);
    }
  });

  it('stops at the limit and still counts every match', async () => {
    const all = await searchContent(seeded.database.db, 'ram');
    expect(all.numFound).toBeGreaterThan(3);
    const three = await searchContent(seeded.database.db, 'ram', 3);
    expect(three.numFound).toBe(all.numFound);
    expect(three.docs).toEqual(all.docs.slice(0, 3));
  });

  it('counts matches up to SEARCH_COUNT_LIMIT, and shows titles first, then the rest in the order they came', async () => {
    const subCategory = await shownSubCategory();
    const many = Array.from({ length: SEARCH_COUNT_LIMIT + 20 }, (_, n) => ({
      key: `count-test-${n}`,
      titlePrimary: n === 30 ? `गिनती.ज़ुबज़ुब ${n}` : `गिनती.भजन ${n}`,
      contentPrimary: `ज़ुबज़ुब गीत ${n}`,
      subCategory,
    }));
    await importCatalogue(seeded.database.db, async function* () {
      for (const line of many) yield JSON.stringify(line);
    });
    try {
      const found = await searchContent(seeded.database.db, 'zubzub');
      expect(found.numFound).toBe(SEARCH_COUNT_LIMIT);
      expect(found.docs).toHaveLength(SEARCH_RESULTS_LIMIT);
      expect(found.docs.map((doc) => doc.titlePrimary).slice(0, 3)).toEqual(['गिनती.ज़ुबज़ुब 30', 'गिनती.भजन 0', 'गिनती.भजन 1']);
    } finally {
      await seeded.database.pool.query("delete from content where external_key like 'count-test-%'");
    }
  });

  it('finds a line by the first letters of its words, in Devanagari or in Latin letters, after every real match', async () => {
    expect((await titles('ojso'))[0]).toBe('आरती.ॐ जय शिव ओंकारा');
    expect(await titles('sjso')).toContain('आरती.ॐ जय शिव ओंकारा');
    const subCategory = await shownSubCategory();
    // 'ram' is a word of many hymns, and the first letters of this one's line alone.
    await importCatalogue(seeded.database.db, async function* () {
      yield JSON.stringify({
        key: 'initials-test',
        titlePrimary: 'जाँच.अक्षर',
        contentPrimary: 'रोज़ आओ मोहन\nज़रा ठहरो क़ाफ़िले',
        subCategory,
      });
    });
    try {
      const words = await searchContent(seeded.database.db, 'ram');
      const withInitials = words.docs.map((doc) => doc.titlePrimary);
      expect(withInitials.indexOf('जाँच.अक्षर')).toBe(words.numFound < SEARCH_RESULTS_LIMIT ? words.docs.length - 1 : -1);
      expect(words.numFound).toBeGreaterThan(1);
      expect(await titles('jtk')).toContain('जाँच.अक्षर');
    } finally {
      await seeded.database.pool.query("delete from content where external_key = 'initials-test'");
    }
  });

  it('answers nothing for a term with no letters or digits', async () => {
    expect(await searchContent(seeded.database.db, ' ,.!? ')).toEqual({ numFound: 0, docs: [] });
  });

  it('follows flags at once: hiding a hymn or its sub-category removes it from the results', async () => {
    const id = (await searchContent(seeded.database.db, 'hanuman chalisa')).docs[0]!.contentId;
    await seeded.database.pool.query("update content set display_flag = 'R' where content_id = $1", [id]);
    expect((await searchContent(seeded.database.db, 'hanuman chalisa')).docs.map((d) => d.contentId)).not.toContain(id);
    await seeded.database.pool.query("update content set display_flag = 'Y' where content_id = $1", [id]);
    await seeded.database.pool.query(
      "update sub_category set display_flag = 'N' where sub_category_id = (select sub_category_id from content where content_id = $1)",
      [id],
    );
    expect((await searchContent(seeded.database.db, 'hanuman chalisa')).docs.map((d) => d.contentId)).not.toContain(id);
    await seeded.database.pool.query(
      "update sub_category set display_flag = 'Y' where sub_category_id = (select sub_category_id from content where content_id = $1)",
      [id],
    );
    expect((await searchContent(seeded.database.db, 'hanuman chalisa')).docs[0]!.contentId).toBe(id);
  });

  it('knows the words of content however it is written (triggers), for near spellings in the lyrics', async () => {
    const known = async (word: string) =>
      (await seeded.database.pool.query<{ n: number }>('select count(*)::int as n from search_word where word = $1', [word])).rows[0]!.n ===
      1;
    expect(await known('hanumn')).toBe(true);
    expect(await known('हनुमान')).toBe(true);
    expect(await known('kadanbari')).toBe(false);
    const parent = (await shownSubCategory()).subCategoryId;
    const columns = contentSearchColumns({
      titlePrimary: 'नई.नई रचना',
      titleSecondary: null,
      contentPrimary: 'कादंबरी की कथा',
      contentSecondary: null,
    });
    await seeded.database.pool.query(
      'insert into content (sub_category_id, title_primary, content_primary, search_title, search_body) values ($1, $2, $3, $4, $5)',
      [parent, 'नई.नई रचना', 'कादंबरी की कथा', columns.searchTitle, columns.searchBody],
    );
    expect(await known('kadanbari')).toBe(true);
    // Misspelt, and only in the lyrics.
    expect(await titles('kadambri katha')).toEqual(['नई.नई रचना']);
    await seeded.database.pool.query("delete from content where title_primary = 'नई.नई रचना'");
    // Kept until a full reindex rebuilds the list.
    expect(await known('kadanbari')).toBe(true);
    await reindexSearch(seeded.database.db);
    expect(await known('kadanbari')).toBe(false);
    expect(await known('hanumn')).toBe(true);
  });

  it('ranks hymns that begin with the term after those with it in their titles, before those with it further on', async () => {
    const subCategory = await shownSubCategory();
    // Stored in this order: the lyric match first, so that only the tiers can put it last.
    const hymns = [
      { key: 'tier-lyrics', titlePrimary: 'क्रम.तीसरा', contentPrimary: 'पहली पंक्ति\nदूसरी पंक्ति\nझुमरी तलैया में', subCategory },
      { key: 'tier-first-line', titlePrimary: 'क्रम.दूसरा', contentPrimary: '\nझुमरी तलैया जाना\nआगे', subCategory },
      { key: 'tier-title', titlePrimary: 'क्रम.झुमरी तलैया', contentPrimary: 'कुछ और', subCategory },
    ];
    await importCatalogue(seeded.database.db, async function* () {
      for (const line of hymns) yield JSON.stringify(line);
    });
    try {
      expect(await titles('झुमरी तलैया')).toEqual(['क्रम.झुमरी तलैया', 'क्रम.दूसरा', 'क्रम.तीसरा']);
      expect(await titles('jhumri talaiya')).toEqual(['क्रम.झुमरी तलैया', 'क्रम.दूसरा', 'क्रम.तीसरा']);
    } finally {
      await seeded.database.pool.query("delete from content where external_key like 'tier-%'");
    }
  });

  it('counts a hymn whose title is also its first line once, and still reads the lyrics after them', async () => {
    const subCategory = await shownSubCategory();
    const hymns = [
      // 60 hymns named by their first line…
      ...Array.from({ length: 60 }, (_, n) => ({
        key: `twice-${n}`,
        titlePrimary: `दोहरा.टुनटुन ${n}`,
        contentPrimary: `टुनटुन ${n}\nआगे`,
        subCategory,
      })),
      // …and 50 with the word further on.
      ...Array.from({ length: 50 }, (_, n) => ({
        key: `twice-lyric-${n}`,
        titlePrimary: `दोहरा.गीत ${n}`,
        contentPrimary: `पहली\nटुनटुन`,
        subCategory,
      })),
    ];
    await importCatalogue(seeded.database.db, async function* () {
      for (const line of hymns) yield JSON.stringify(line);
    });
    try {
      expect((await searchContent(seeded.database.db, 'टुनटुन')).numFound).toBe(SEARCH_COUNT_LIMIT);
    } finally {
      await seeded.database.pool.query("delete from content where external_key like 'twice-%'");
    }
  });

  it('reindexes every row from its texts, or only rows missing their columns', async () => {
    const id = (await searchContent(seeded.database.db, 'madhurashtakam')).docs[0]!.contentId;
    // Texts changed without the columns (as a tool writing SQL would): search still sees the old title.
    await seeded.database.pool.query("update content set title_primary = 'कृष्ण.नवनीत' where content_id = $1", [id]);
    expect(await titles('navneet')).not.toContain('कृष्ण.नवनीत');
    const total = (await seeded.database.pool.query<{ n: number }>('select count(*)::int as n from content')).rows[0]!.n;

    expect(await reindexSearch(seeded.database.db, { onlyMissing: true })).toBe(0);
    expect(await reindexSearch(seeded.database.db, { batchSize: 7 })).toBe(total);
    expect((await titles('navneet'))[0]).toBe('कृष्ण.नवनीत');

    await seeded.database.pool.query('update content set search_title = null, search_body = null where content_id = $1', [id]);
    expect(await titles('navneet')).not.toContain('कृष्ण.नवनीत');
    expect(await reindexSearch(seeded.database.db, { onlyMissing: true })).toBe(1);
    expect((await titles('navneet'))[0]).toBe('कृष्ण.नवनीत');

    // A row from before first lines were kept (migration 0010) is filled too.
    await seeded.database.pool.query('update content set search_first_line = null where content_id = $1', [id]);
    expect(await reindexSearch(seeded.database.db, { onlyMissing: true })).toBe(1);
    const { rows } = await seeded.database.pool.query<{ empty: boolean }>(
      "select first_line_vector = ''::tsvector as empty from content_search where content_id = $1",
      [id],
    );
    expect(rows[0]!.empty).toBe(false);
  });

  it('finds a hymn by every typed word but one when none has every word, with the line that has most of them', async () => {
    // 'prabhu' is not in the aarti: one word more than the hymn has no longer empties the answer.
    const extra = await searchContent(seeded.database.db, 'om jai jagdish hare swami prabhu');
    expect(extra.docs[0]!.titlePrimary).toBe('आरती.ॐ जय जगदीश हरे');
    expect(extra.docs[0]!.matchedLine?.text).toBe('ॐ जय जगदीश हरे, स्वामी जय जगदीश हरे ।');
    // When a hymn has every word, most of them are not looked for ('जय देव' of Sukhkarta has two of the three).
    const every = (await searchContent(seeded.database.db, 'jai ganesh deva')).docs.map((doc) => doc.titlePrimary);
    expect(every[0]).toBe('आरती.जय गणेश जय गणेश देवा');
    expect(every).not.toContain('आरती.सुखकर्ता दुखहर्ता');
    // 'prabhu' is in no Ganesh aarti: three of the four words find it.
    expect((await titles('jai ganesh deva prabhu'))[0]).toBe('आरती.जय गणेश जय गणेश देवा');
    // Two words must both be there: one of two is not most of them.
    expect(await titles('ganesh prabhu')).toEqual([]);
  });

  it('ranks the hymns with most of the words by how close together their words stand', async () => {
    const { pool } = seeded.database;
    const subCategory = await shownSubCategory();
    const line = ['झिलमिल', 'कुहुकिनी', 'पटरनिया', 'चितवनिया', 'मधुबनिया'];
    // Stored first, so that only the ranking can put it last: each word in a line of its own.
    const scattered = { titlePrimary: 'खंड.बिखरे शब्द', contentPrimary: line.map((word) => `${word} की बात कहो\nफिर गाओ`).join('\n\n') };
    const together = { titlePrimary: 'खंड.एक पंक्ति', contentPrimary: `पहले की बात\n${line.join(' ')}\nफिर गाओ` };
    await importCatalogue(seeded.database.db, async function* () {
      for (const [n, hymn] of [scattered, together].entries()) yield JSON.stringify({ key: `closeness-${n}`, ...hymn, subCategory });
    });
    try {
      // 'prabhu' is in neither: six typed words (the words dealt into parts) and four (one left out in turn).
      for (const term of ['jhilmil kuhukini patraniya chitvaniya madhubaniya prabhu', 'jhilmil kuhukini patraniya prabhu']) {
        expect(await titles(term), term).toEqual(['खंड.एक पंक्ति', 'खंड.बिखरे शब्द']);
      }
    } finally {
      await pool.query("delete from content where title_primary like 'खंड.%'");
    }
  });

  it('matches words typed apart that a hymn has as one, and one typed whole that it has apart', async () => {
    expect((await titles('dukh harta'))[0]).toBe('आरती.सुखकर्ता दुखहर्ता');
    expect((await titles('दुख हर्ता'))[0]).toBe('आरती.सुखकर्ता दुखहर्ता');
    // Three words typed apart for भूतगणादिसेवितं.
    expect((await titles('bhuta ganadi sevitam'))[0]).toBe('मंत्र.वक्रतुण्ड महाकाय');
    // 'गिरधर गोपाल' is two words in the hymn; the catalogue has no 'girdhargopal'.
    expect((await titles('mere to girdhargopal'))[0]).toBe('मीरा.मेरे तो गिरधर गोपाल दूसरो न कोई');
  });

  it("orders a typo's corrections: the hymns with the corrected word in their titles first, then the others as stored", async () => {
    for (const term of ['govnd', 'jagdsh']) {
      const { docs } = await searchContent(seeded.database.db, term);
      const byTitle = docs.filter((doc) => !doc.matchedLine);
      const byLyrics = docs.filter((doc) => doc.matchedLine);
      expect(byTitle.length).toBeGreaterThan(0);
      expect(byLyrics.length).toBeGreaterThan(0);
      expect(docs).toEqual([...byTitle, ...byLyrics]);
      expect(byLyrics.map((doc) => doc.contentId)).toEqual(byLyrics.map((doc) => doc.contentId).sort((a, b) => a - b));
    }
  });

  it('corrects a vowel typed another way in a short word, and a join with an a more or less', async () => {
    // 'rehna' for रहना (trigrams see too little of a short word), with a word the hymn does not have.
    expect((await titles('rehna nahin desh begana hai'))[0]).toBe('कबीर.रहना नहिं देस बिराना है');
    // फणिवरबंधना reads 'phanivarbandhna'; typed apart, with the a said.
    expect((await titles('lambodar pitambar phanivar bandhana'))[0]).toBe('आरती.सुखकर्ता दुखहर्ता');
  });

  it('names the few words a begun last word begins; takes whole a word that begins very many, the parts of a split and a Devanagari word', async () => {
    const { db } = seeded.database;
    // 'chal' begins a few known words (chalis, chalo…): named whole, which the index skips through.
    const typing = await withJoinsAndSplits(db, searchTerms('hanuman chal')!);
    const named = typing.begunWords?.get('chal');
    expect(named).toContain('chalis');
    expect(tsQueryText(typing)).toBe(`('hanumn') & (${['chal', ...named!].map((word) => `'${word}'`).join(' | ')})`);
    expect((await titles('hanuman chal'))[0]).toBe('चालीसा.श्री हनुमान चालीसा');
    // 'ka' begins more words than are worth naming (kabir, kahe, kar…), and is a word: का.
    const { rows } = await seeded.database.pool.query<{ n: number }>("select count(*)::int as n from search_word where word like 'ka%'");
    expect(rows[0]!.n).toBeGreaterThan(32);
    expect(tsQueryText(await withJoinsAndSplits(db, searchTerms('dharam ka')!))).toBe("('dharm') & ('ka')");
    // A word typed as one that the catalogue has as two: each part is that word, whole.
    const split = tsQueryText(await withJoinsAndSplits(db, searchTerms('mere to girdhargopal')!));
    expect(split).toContain("'girdhar'");
    expect(split).toContain("'gopl'");
    expect(split).not.toMatch(/'(girdhar|gopl)':\*/);
    // तू is read 'tu', which begins तुम and तुलसी: typed in Devanagari, a known word is the word.
    expect(tsQueryText(await withJoinsAndSplits(db, searchTerms('तू')!))).toBe("('tu')");
    const found = await searchContent(db, 'तू');
    expect(found.docs.length).toBeGreaterThan(0);
    for (const { matchedLine } of found.docs) {
      for (const [start, end] of matchedLine?.marks ?? [])
        expect(['तू', 'तु', 'tu', 'Tu', 'too']).toContain(matchedLine!.text.slice(start, end));
    }
  });

  it("answers the same on search's own connections, which plan through the indexes without a transaction", async () => {
    const own = createDatabase(seeded.database.url, { poolSize: 1, throughIndexes: true });
    try {
      const { rows } = await own.pool.query<{ seq: string; index: string }>(
        "select current_setting('enable_seqscan') as seq, current_setting('enable_indexscan') as index",
      );
      expect(rows[0]).toEqual({ seq: 'off', index: 'off' });
      for (const { query: term } of READER_QUERIES.slice(0, 80)) {
        expect(await searchContent(own.db, term), term).toEqual(await searchContent(seeded.database.db, term));
      }
    } finally {
      await own.close();
    }
  });

  it('finds the same hymns when the commonest words of a term are left to the rows the index finds', async () => {
    const { db, pool } = seeded.database;
    const terms = READER_QUERIES.map(({ query }) => query);
    try {
      // Without statistics every word is asked of the index.
      keepWordFrequencies(db, undefined);
      const asked = [];
      for (const term of terms) asked.push(await searchContent(db, term));

      await pool.query('analyze content_search');
      forgetWordFrequencies(db);
      const frequencies = (await wordFrequencies(db))!;
      expect(frequencies.texts).toBeGreaterThan(0);
      // Words in most of the library's hymns, and none of these terms' words are rarer than the rarest known.
      expect(frequencies.shareOf('jai')).toBeGreaterThan(0.1);
      expect(frequencies.shareOf('qqqq')).toBeLessThan(frequencies.shareOf('jai'));
      const leftToTheRows = terms.filter((term) => {
        const typed = searchTerms(term)!;
        return wordsForTheIndex(wordShares(typed, frequencies.shareOf), frequencies.texts).length < typed.words.length;
      });
      expect(leftToTheRows.length).toBeGreaterThan(terms.length / 4);
      for (const [k, term] of terms.entries()) expect(await searchContent(db, term), term).toEqual(asked[k]);
    } finally {
      forgetWordFrequencies(db);
    }
  });

  it("reads the words' statistics again ten minutes after it last read them, not before", async () => {
    const { db, pool } = seeded.database;
    const subCategory = await shownSubCategory();
    try {
      await pool.query('analyze content_search');
      forgetWordFrequencies(db);
      const readAt = Date.now();
      const before = (await wordFrequencies(db, readAt))!.shareOf('टमटमिया');
      // As many hymns again, each with a word no hymn had: ANALYZE then finds it in about half of them.
      const { count } = (await pool.query<{ count: number }>('select count(*)::int as count from content')).rows[0]!;
      await importCatalogue(db, async function* () {
        for (let n = 0; n < count; n++) {
          yield JSON.stringify({
            key: `statistics-${n}`,
            titlePrimary: `खंड.भजन ${n}`,
            contentPrimary: 'टमटमिया गीत',
            subCategory,
          });
        }
      });
      await pool.query('analyze content_search');
      const minute = 60_000;
      expect((await wordFrequencies(db, readAt + 9 * minute))!.shareOf('टमटमिया')).toBe(before);
      expect((await wordFrequencies(db, readAt + 10 * minute))!.shareOf('टमटमिया')).toBeGreaterThan(0.3);
    } finally {
      await pool.query("delete from content where title_primary like 'खंड.%'");
      await pool.query('analyze content_search');
      forgetWordFrequencies(db);
    }
  });

  it("shares one reading of the words' statistics among searches that ask at once, and reads again after a failed one", async () => {
    const { db, pool } = seeded.database;
    try {
      await pool.query('analyze content_search');
      forgetWordFrequencies(db);
      const [first, second] = await Promise.all([wordFrequencies(db), wordFrequencies(db)]);
      expect(first).toBeDefined();
      expect(second).toBe(first);
      forgetWordFrequencies(db);
      await pool.query('alter table content_search rename to content_search_away');
      try {
        await expect(wordFrequencies(db)).rejects.toThrow();
      } finally {
        await pool.query('alter table content_search_away rename to content_search');
      }
      // Within the ten minutes, yet read again: the failure was not kept.
      expect((await wordFrequencies(db))?.texts).toBe(first!.texts);
    } finally {
      forgetWordFrequencies(db);
    }
  });

  it('finds lyrics in the first block of ids first, then in the others', async () => {
    const { pool } = seeded.database;
    const subCategory = await shownSubCategory();
    const hymn = (n: number) => ({
      key: `block-test-${n}`,
      titlePrimary: `खंड.भजन ${n}`,
      contentPrimary: `पहली पंक्ति ${n}\nटमटमिया गीत`,
      subCategory,
    });
    const add = (n: number) =>
      importCatalogue(seeded.database.db, async function* () {
        yield JSON.stringify(hymn(n));
      });
    try {
      await add(1); // in the first block, with the seeded hymns
      await pool.query('select setval($1, $2)', ['content_content_id_seq', 3 * SEARCH_ID_BLOCK_SIZE]);
      await add(2); // in the fourth
      // An id set by hand, past the last one the sequence gave (a restore, a script).
      const columns = contentSearchColumns({
        titlePrimary: 'खंड.भजन 3',
        titleSecondary: null,
        contentPrimary: 'पहली पंक्ति 3\nटमटमिया गीत',
        contentSecondary: null,
      });
      await pool.query(
        `insert into content (content_id, sub_category_id, title_primary, content_primary, search_title, search_body, search_initials, search_first_line)
         values ($1, $2, 'खंड.भजन 3', 'पहली पंक्ति 3\nटमटमिया गीत', $3, $4, $5, $6)`,
        [
          10 * SEARCH_ID_BLOCK_SIZE,
          subCategory.subCategoryId,
          columns.searchTitle,
          columns.searchBody,
          columns.searchInitials,
          columns.searchFirstLine,
        ],
      );
      const { rows: blocks } = await pool.query<{ block: number }>(
        "select s.id_block as block from content_search s join content c using (content_id) where c.title_primary like 'खंड.%' order by 1",
      );
      expect(blocks.map((row) => row.block)).toEqual([0, 3, 10]);
      for (const term of ['टमटमिया', 'tamtamiya']) {
        const found = await searchContent(seeded.database.db, term);
        expect(found.numFound, term).toBe(3);
        expect(found.docs.map((doc) => doc.titlePrimary)).toEqual(['खंड.भजन 1', 'खंड.भजन 2', 'खंड.भजन 3']);
        expect(found.docs[0]!.matchedLine?.text).toBe('टमटमिया गीत');
      }
    } finally {
      await pool.query("delete from content where title_primary like 'खंड.%'");
      await pool.query("select setval('content_content_id_seq', (select max(content_id) from content))");
    }
  });

  it("makes every row's search columns again after the migration that changed the Latin forms", async () => {
    const sql = await readFile(new URL('../db/migrations/0017_search_latin_forms.sql', import.meta.url), 'utf8');
    for (const statement of sql.split('--> statement-breakpoint')) await seeded.database.pool.query(statement);
    const count = async (query: string) => (await seeded.database.pool.query<{ n: number }>(query)).rows[0]!.n;
    const total = await count('select count(*)::int as n from content');
    expect(await count('select count(*)::int as n from search_word')).toBe(0);
    // Search keeps its old vectors meanwhile.
    expect((await titles('hanuman chalisa'))[0]).toBe('चालीसा.श्री हनुमान चालीसा');
    expect(await reindexSearch(seeded.database.db, { onlyMissing: true })).toBe(total);
    expect(await count('select count(*)::int as n from search_word')).toBeGreaterThan(1000);
    expect((await titles('hanumaan chalisaa'))[0]).toBe('चालीसा.श्री हनुमान चालीसा');
    expect((await titles('hanuman chalsia'))[0]).toBe('चालीसा.श्री हनुमान चालीसा');
  });
});
