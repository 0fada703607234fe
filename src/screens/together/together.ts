/** Sing together's public screens: one chunk, loaded when a reader joins or follows a satsang. */
export { FollowScreen } from './FollowScreen';
export { JoinSatsangScreen } from './JoinSatsangScreen';
