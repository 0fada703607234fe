export { FollowView } from './FollowView';
export type { FollowedHymn, FollowPlace, FollowViewProps } from './FollowView';
