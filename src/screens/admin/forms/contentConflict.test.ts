import { describe, expect, it } from 'vitest';
import type { ContentConflict } from '../../../model/revisions';
import { conflictFields, resolvedValues } from './contentConflict';
import type { ContentFormValues } from './formValues';

const loaded: ContentFormValues = {
  titlePrimary: 'पायो जी मैंने राम रतन धन पायो',
  titleSecondary: 'Payo Ji',
  contentPrimary: 'पायो जी मैंने',
  contentSecondary: '',
  displayFlag: 'Y',
  showSecondary: 'N',
  imagePath: '',
  audioPath: '',
  videoPath: '',
  displayOrder: '2',
  bookPgNo: '0',
  subCategoryId: '2',
};
const PREFIX = 'भजन.मीराबाई';

const conflict: ContentConflict = {
  message: 'saved meanwhile',
  revision: 5,
  savedAt: '2026-11-22T04:11:00.000Z',
  author: 'asha@example.com',
  current: {
    titlePrimary: 'भजन.संत वाणी.पायो जी मैंने राम रतन धन पायो',
    titleSecondary: 'Payo Ji (Meera)',
    contentPrimary: 'पायो जी मैंने\nवस्तु अमोलक',
    contentSecondary: null,
    displayFlag: 'N',
    showSecondary: 'N',
    imagePath: null,
    audioPath: null,
    videoPath: null,
    displayOrder: 2,
    bookPgNo: 0,
    subCategoryId: 2,
  },
  changedSince: ['titlePrimary', 'titleSecondary', 'contentPrimary', 'displayFlag'],
};

describe('a conflicting save', () => {
  const values = { ...loaded, titleSecondary: 'Payo Ji - Meerabai' };

  it('lists the fields changed since, the editor’s beside the saved, marking those the editor changed too', () => {
    const fields = conflictFields({ conflict, values, loaded, prefix: PREFIX, label: (field) => field, shown: (_field, value) => value });
    expect(
      fields.map(({ name, mine, theirs, changedByMe, multiline, editable }) => ({ name, mine, theirs, changedByMe, multiline, editable })),
    ).toEqual([
      {
        name: 'titlePrimary',
        mine: 'भजन.मीराबाई.पायो जी मैंने राम रतन धन पायो',
        theirs: conflict.current.titlePrimary,
        changedByMe: false,
        multiline: false,
        editable: true,
      },
      {
        name: 'titleSecondary',
        mine: 'Payo Ji - Meerabai',
        theirs: 'Payo Ji (Meera)',
        changedByMe: true,
        multiline: false,
        editable: true,
      },
      { name: 'contentPrimary', mine: 'पायो जी मैंने', theirs: 'पायो जी मैंने\nवस्तु अमोलक', changedByMe: false, multiline: true, editable: true },
      { name: 'displayFlag', mine: 'Y', theirs: 'N', changedByMe: false, multiline: false, editable: false },
    ]);
  });

  it('applies each choice: mine, theirs (a title with its own dotted prefix), or typed by hand; other fields stay', () => {
    const resolved = resolvedValues(conflict, values, PREFIX, {
      titlePrimary: { keep: 'theirs' },
      titleSecondary: { byHand: 'Payo Ji Maine (Meerabai)' },
      contentPrimary: { keep: 'theirs' },
      displayFlag: { keep: 'mine' },
    });
    expect(resolved.prefix).toBe('भजन.संत वाणी');
    expect(resolved.values).toEqual({
      ...values,
      titlePrimary: 'पायो जी मैंने राम रतन धन पायो',
      titleSecondary: 'Payo Ji Maine (Meerabai)',
      contentPrimary: 'पायो जी मैंने\nवस्तु अमोलक',
      displayFlag: 'Y',
    });
  });
});
