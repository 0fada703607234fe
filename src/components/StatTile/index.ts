export { StatTile, type StatTileProps, type StatTileFormat } from './StatTile';
