export { StatTile, type StatTileProps, type StatTileFormat } from './StatTile';
export { formatStatValue } from './format';
