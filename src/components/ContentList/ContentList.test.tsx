import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from '../../../stories/components/ContentList.stories';

const { Numbered, Centred, WithDetail, Long, DottedTitles, Choose } = composeStories(stories);

describe('ContentList', () => {
  it('links each hymn, labelled with the part of its title after the last dot', async () => {
    await Numbered.run();
    await DottedTitles.run();
  });

  it('centres search results', async () => {
    await Centred.run();
  });

  it('shows a detail under a link, outside it, describing it', async () => {
    await WithDetail.run();
  });

  it('lists a long sub-category whole', async () => {
    await Long.run();
  });

  it('opens the chosen hymn', async () => {
    await Choose.run();
  });
});
