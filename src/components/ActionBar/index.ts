export { ActionBar, type ActionBarProps, type BarAction } from './ActionBar';
export { AddToListIcon, CorrectIcon, ListenIcon, PauseIcon, PresentIcon, ReadingIcon, RomanIcon, ShareIcon, StarIcon } from './icons';
