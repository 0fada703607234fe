import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../api/client';
import { MESSAGES } from '../../../model/messages';
import { ADMIN_TEXTS } from '../../../model/adminMessages';
import { formFieldFor, formOutcome, sortReasons } from './formOutcome';

const TEXTS = ADMIN_TEXTS.adminForms;
const FIELDS = [
  { name: 'titlePrimary', label: TEXTS.titlePrimary, id: 'f-title' },
  { name: 'categoryId', label: TEXTS.category, id: 'f-category' },
] as const;
const NAMES = FIELDS.map((field) => field.name);

describe('formFieldFor', () => {
  it("finds the form's field for a server key, a dotted one or the parent's object", () => {
    expect(formFieldFor('titlePrimary', NAMES)).toBe('titlePrimary');
    expect(formFieldFor('category.categoryId', NAMES)).toBe('categoryId');
    expect(formFieldFor('category', NAMES)).toBe('categoryId');
    expect(formFieldFor('bookPgNo', NAMES)).toBeUndefined();
  });
});

describe('sortReasons', () => {
  it("puts each reason next to the form's field and keeps the others apart", () => {
    expect(sortReasons({ 'category.categoryId': 'No such category.', file: 'Not here.' }, NAMES)).toEqual({
      byField: { categoryId: 'No such category.' },
      others: [['file', 'Not here.']],
    });
  });
});

describe('formOutcome', () => {
  const outcome = (status: 'idle' | 'pending' | 'success' | 'error', error?: unknown) =>
    formOutcome({ status, error }, MESSAGES.subCategoryAdded, FIELDS);

  it('says nothing while editing, then submitting, then the success text', () => {
    expect(outcome('idle')).toMatchObject({ status: 'idle', message: undefined });
    expect(outcome('pending')).toMatchObject({ status: 'submitting', message: TEXTS.submitting });
    expect(outcome('success')).toMatchObject({ status: 'success', message: MESSAGES.subCategoryAdded, reasons: [] });
  });

  it("answers any non-OK answer with 'Please check fields' and the reasons in the form's order", () => {
    const refused = new ApiRequestError(400, 'Invalid', {
      other: 'Why not.',
      'category.categoryId': 'No such category.',
      titlePrimary: 'Too long.',
    });
    expect(outcome('error', refused)).toEqual({
      status: 'error',
      message: MESSAGES.checkFields,
      fieldErrors: {
        categoryId: TEXTS.fieldReason(TEXTS.category, 'No such category.'),
        titlePrimary: TEXTS.fieldReason(TEXTS.titlePrimary, 'Too long.'),
      },
      reasons: [
        { text: TEXTS.fieldReason(TEXTS.titlePrimary, 'Too long.'), fieldId: 'f-title' },
        { text: TEXTS.fieldReason(TEXTS.category, 'No such category.'), fieldId: 'f-category' },
        { text: TEXTS.fieldReason('other', 'Why not.') },
      ],
    });
  });

  it("gives the server's message when no field is named, and nothing more without one", () => {
    expect(outcome('error', new ApiRequestError(401, 'Signed out', undefined, 'Please sign in.')).reasons).toEqual([
      { text: 'Please sign in.' },
    ]);
    expect(outcome('error', new ApiRequestError(502, 'Bad Gateway'))).toMatchObject({ message: MESSAGES.checkFields, reasons: [] });
  });

  it("answers no answer or an exception with 'Something went wrong'", () => {
    expect(outcome('error', new ApiRequestError(0, 'Network error'))).toMatchObject({ message: MESSAGES.somethingWentWrong, reasons: [] });
    expect(outcome('error', new TypeError('boom'))).toMatchObject({ message: MESSAGES.somethingWentWrong });
  });
});
