export { type CompareItem, type CompareState, compareSlice, persistedCompare } from './compare-slice';
export { useCompareActions, useCompareList, useIsInCompare } from './use-compare';
