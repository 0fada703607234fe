export * from './constants';
export * from './messages';
export * from './config';
export * from './entities';
export * from './title';
export * from './paths';
export * from './api-paths';
export * from './stats';
