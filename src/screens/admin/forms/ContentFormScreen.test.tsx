import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../../stories/screens/admin/forms/ContentForm.stories';

const {
  CreateEmpty,
  CreateFilled,
  CreateSubmitting,
  CreateSuccess,
  CreateWithUploads,
  UploadInProgress,
  UploadRefused,
  UploadNetworkFailure,
  CreateFieldErrors,
  CreateNetworkFailure,
  ChooserRetriedWhileEmpty,
  EditLoaded,
  EditSaved,
  EditFieldErrors,
  EditLoading,
  EditNotFound,
  EditLoadFails,
} = composeStories(stories);

describe('Content form: new content', () => {
  it("starts with the defaults (Y, N, 0, 0) and the chooser at 'Select an option'", async () => {
    await CreateEmpty.run();
  });

  it('keeps what is typed until it is sent', async () => {
    await CreateFilled.run();
  });

  it('is busy while the answer is awaited and sends only once', async () => {
    await CreateSubmitting.run();
  });

  it('sends every field with the parent and numbers, says it was saved and clears the form', async () => {
    await CreateSuccess.run();
  });

  it('fills the image, audio and video paths from uploads and sends them', async () => {
    await CreateWithUploads.run();
  });

  it('shows an upload in progress, waits for it before sending, and can cancel it', async () => {
    await UploadInProgress.run();
  });

  it('says why an upload failed and keeps the path', async () => {
    await UploadRefused.run();
    await UploadNetworkFailure.run();
  });

  it("answers a refusal with 'Please check fields', the reasons next to their fields and the others listed", async () => {
    await CreateFieldErrors.run();
  });

  it("answers no answer at all with 'Something went wrong'", async () => {
    await CreateNetworkFailure.run();
  });

  it('asks for the sub-categories again while the list is empty', { timeout: 15_000 }, async () => {
    await ChooserRetriedWhileEmpty.run();
  });
});

describe('Content form: editing', () => {
  it('shows the content, the title box holding the part after the last dot', async () => {
    await EditLoaded.run();
  });

  it('saves with the contentId and the dotted prefix put back, then loads the content again', async () => {
    await EditSaved.run();
  });

  it('keeps the edits when the server refuses them', async () => {
    await EditFieldErrors.run();
  });

  it('says when the content is loading, missing or could not be loaded', async () => {
    await EditLoading.run();
    await EditNotFound.run();
    await EditLoadFails.run();
  });
});
