export { ActionBar, type ActionBarProps, type BarAction } from './ActionBar';
export { AddToListIcon, ListenIcon, PauseIcon, PresentIcon, ReadingIcon, RomanIcon, ShareIcon, StarIcon } from './icons';
