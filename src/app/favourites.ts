// TEMPORARY: the reader's favourites moved to src/device/favourites.ts (the device layer). This
// re-export only keeps .storybook/annotations.tsx working until it imports from src/device (that
// folder is being changed by someone else at the same time); delete it then.
export * from '../device/favourites';
