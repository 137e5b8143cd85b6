export { type CompareItem, persistedCompare, useCompareActions, useCompareList } from './compare-slice';
