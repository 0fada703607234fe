import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../../stories/screens/admin/forms/SubCategoryForm.stories';

const {
  Empty,
  Filled,
  Submitting,
  Success,
  SuccessWithoutCategory,
  ImageUploaded,
  ImageRefused,
  FieldErrors,
  NetworkFailure,
  NoCategories,
  CategoriesFailed,
} = composeStories(stories);

describe('Sub-category form', () => {
  it("starts with the defaults (Y, N) and the chooser at 'Select an option', then every category", async () => {
    await Empty.run();
  });

  it('keeps what is typed until it is sent', async () => {
    await Filled.run();
  });

  it('is busy while the answer is awaited and sends only once', async () => {
    await Submitting.run();
  });

  it('sends the fields with the chosen category, says it was added and clears the form', async () => {
    await Success.run();
  });

  it('sends a null category when none was chosen', async () => {
    await SuccessWithoutCategory.run();
  });

  it('fills the image file name from an uploaded picture', async () => {
    await ImageUploaded.run();
  });

  it("says why a picture was refused and keeps the file name box's text", async () => {
    await ImageRefused.run();
  });

  it("answers a refusal with 'Please check fields' and the reasons next to their fields, the chooser's too", async () => {
    await FieldErrors.run();
  });

  it("answers no answer at all with 'Something went wrong'", async () => {
    await NetworkFailure.run();
  });

  it('says when there is no category to choose, or the list failed', async () => {
    await NoCategories.run();
    await CategoriesFailed.run();
  });
});
