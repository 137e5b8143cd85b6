export { type CompareItem, compare } from './compare-slice';
