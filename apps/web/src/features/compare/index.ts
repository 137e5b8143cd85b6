export { compare } from './compare-slice';
