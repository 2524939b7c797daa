export { compareHallOrder, inHallOrder, parseHallCsv, validateHallMap } from './map';
export type { HallCsvProblem, HallCsvProblemCode, HallMapProblem, HallMapProblemCode, HallTable, TableCapacity } from './map';
export { allocateHallTables, tableChoice, tableToMoveTo } from './allocate';
export type {
  HallAllocation,
  HallAllocationRequest,
  HallNotice,
  HallShortage,
  MatchToSeat,
  TableChoice,
  TableChoiceProblem,
  TableChoiceRequest,
  TableMoveRequest,
  TableOccupant,
} from './allocate';
export { seatingConflicts } from './conflicts';
export type { SeatedRegistration, SeatingConflict } from './conflicts';
