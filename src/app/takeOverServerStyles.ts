import { adoptServerStyles } from './serverStyles';

// The first module the browser's entry runs (see main.tsx): the server's styles become
// styled-components' sheet before any component is defined. Only on a page the server rendered.
if (typeof document !== 'undefined') adoptServerStyles(document);
