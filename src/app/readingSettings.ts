// TEMPORARY: the reader's reading settings moved to src/device/readingSettings.ts (the device layer). This
// re-export only keeps .storybook/annotations.tsx working until it imports from src/device (that
// folder is being changed by someone else at the same time); delete it then.
export * from '../device/readingSettings';
