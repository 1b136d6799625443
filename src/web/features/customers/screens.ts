export { CustomerResults } from './components/CustomerResults';
export { CustomerPicker } from './components/CustomerPicker';
