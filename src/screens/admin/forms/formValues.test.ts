import { describe, expect, it } from 'vitest';
import type { Content } from '../../../model/entities';
import {
  CATEGORY_FORM_DEFAULTS,
  categoryInput,
  CONTENT_FORM_DEFAULTS,
  contentFormValues,
  contentInput,
  numberOrText,
  SUB_CATEGORY_FORM_DEFAULTS,
  subCategoryInput,
  titlePrefix,
  withTitlePrefix,
} from './formValues';

const content: Content = {
  contentId: 42,
  titlePrimary: 'भजन.संत वाणी.मीराबाई.पायो जी मैंने राम रतन धन पायो',
  titleSecondary: null,
  contentPrimary: 'पायो जी मैंने\nराम रतन धन पायो',
  contentSecondary: null,
  displayFlag: 'R',
  showSecondary: 'Y',
  imagePath: null,
  audioPath: '/media/audio/payo.mp3',
  videoPath: 'Xq3vN8pLk2M',
  subCategoryImage: null,
  subCategory: { subCategoryId: 8, titlePrimary: 'मीरा के भजन' },
  file: null,
  displayOrder: 4,
  bookPgNo: 112,
  revision: 3,
};

describe('titlePrefix and withTitlePrefix', () => {
  it('split a dotted title at its last dot and put it back together', () => {
    expect(titlePrefix(content.titlePrimary)).toBe('भजन.संत वाणी.मीराबाई');
    expect(withTitlePrefix('भजन.संत वाणी.मीराबाई', 'नया शीर्षक')).toBe('भजन.संत वाणी.मीराबाई.नया शीर्षक');
  });

  it('leave a title without a dot as it is', () => {
    expect(titlePrefix('राम धुन')).toBe('');
    expect(withTitlePrefix('', 'राम धुन')).toBe('राम धुन');
  });
});

describe('numberOrText', () => {
  it('sends a whole number as a number, anything else as typed', () => {
    expect(numberOrText('0')).toBe(0);
    expect(numberOrText(' 12 ')).toBe(12);
    expect(numberOrText('-3')).toBe(-3);
    expect(numberOrText('3.5')).toBe('3.5');
    expect(numberOrText('twelve')).toBe('twelve');
    expect(numberOrText('')).toBe('');
  });
});

describe('the category body', () => {
  it('is the fields as typed, with no image', () => {
    expect(categoryInput({ ...CATEGORY_FORM_DEFAULTS, titlePrimary: 'भजन', displayFlag: 'Y' })).toEqual({
      titlePrimary: 'भजन',
      contentPrimary: '',
      titleSecondary: '',
      contentSecondary: '',
      displayFlag: 'Y',
      showSecondary: '',
      categoryImage: null,
    });
  });
});

describe('the sub-category body', () => {
  it('carries the chosen category, or null for none, and the image file name or null', () => {
    expect(subCategoryInput({ ...SUB_CATEGORY_FORM_DEFAULTS, categoryId: '3', subCategoryImage: ' meera.jpg ' })).toMatchObject({
      category: { categoryId: 3 },
      subCategoryImage: 'meera.jpg',
      displayFlag: 'Y',
      showSecondary: 'N',
    });
    expect(subCategoryInput(SUB_CATEGORY_FORM_DEFAULTS)).toMatchObject({ category: null, subCategoryImage: null });
    expect(subCategoryInput(SUB_CATEGORY_FORM_DEFAULTS)).not.toHaveProperty('categoryId');
  });
});

describe('the content form', () => {
  it('shows loaded content with only the part of the title after the last dot', () => {
    expect(contentFormValues(content)).toEqual({
      titlePrimary: 'पायो जी मैंने राम रतन धन पायो',
      titleSecondary: '',
      contentPrimary: content.contentPrimary,
      contentSecondary: '',
      displayFlag: 'R',
      showSecondary: 'Y',
      imagePath: '',
      audioPath: '/media/audio/payo.mp3',
      videoPath: 'Xq3vN8pLk2M',
      displayOrder: '4',
      bookPgNo: '112',
      subCategoryId: '8',
    });
  });

  it('saves an edit with its id, the revision it started from, and the dotted prefix put back', () => {
    const values = { ...contentFormValues(content), titlePrimary: 'राम रतन धन पायो' };
    expect(contentInput(values, { contentId: 42, titlePrefix: titlePrefix(content.titlePrimary), revision: 7 })).toEqual({
      contentId: 42,
      revision: 7,
      titlePrimary: 'भजन.संत वाणी.मीराबाई.राम रतन धन पायो',
      titleSecondary: '',
      contentPrimary: content.contentPrimary,
      contentSecondary: '',
      displayFlag: 'R',
      showSecondary: 'Y',
      imagePath: null,
      audioPath: '/media/audio/payo.mp3',
      videoPath: 'Xq3vN8pLk2M',
      subCategory: { subCategoryId: 8 },
      displayOrder: 4,
      bookPgNo: 112,
    });
  });

  it('saves new content with the whole title as typed, the defaults, no id and no parent when none was chosen', () => {
    const body = contentInput({ ...CONTENT_FORM_DEFAULTS, titlePrimary: 'आरती.नई आरती' });
    expect(body).toMatchObject({
      titlePrimary: 'आरती.नई आरती',
      displayFlag: 'Y',
      showSecondary: 'N',
      displayOrder: 0,
      bookPgNo: 0,
      subCategory: null,
    });
    expect(body).not.toHaveProperty('contentId');
  });
});
