import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/components/LangText.stories';
import { langOf } from './LangText';

const { Devanagari, Latin } = composeStories(stories);

describe('LangText', () => {
  it('marks Devanagari as Hindi and leaves Latin text alone', async () => {
    await Devanagari.run();
    await Latin.run();
  });

  it('finds Devanagari anywhere in mixed text, and none in digits or punctuation', () => {
    expect(langOf('bhajan भजन')).toBe('hi');
    expect(langOf('Om Jai Jagdish Hare')).toBeUndefined();
    expect(langOf('123 - !')).toBeUndefined();
  });
});
