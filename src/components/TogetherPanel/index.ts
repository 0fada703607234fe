export { TogetherPanel } from './TogetherPanel';
export type { TogetherPanelProps, TogetherPanelStatus } from './TogetherPanel';
