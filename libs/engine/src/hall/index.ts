export { compareHallOrder, inHallOrder, parseHallCsv, validateHallMap } from './map';
export type { HallCsvProblem, HallCsvProblemCode, HallMapProblem, HallMapProblemCode, HallTable, TableCapacity } from './map';
export { allocateHallTables, tableToMoveTo } from './allocate';
export type { HallAllocation, HallAllocationRequest, HallNotice, HallShortage, MatchToSeat, TableMoveRequest } from './allocate';
