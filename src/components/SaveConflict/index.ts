export { SaveConflict, type ConflictChoice, type ConflictField, type ConflictResolution, type SaveConflictProps } from './SaveConflict';
