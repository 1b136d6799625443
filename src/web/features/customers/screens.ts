export { CustomerResults } from './components/CustomerResults';
