export { CustomerResults } from './components/CustomerResults';
export { CustomerPicker } from './components/CustomerPicker';
export { StatusMessagesSwitch } from './components/StatusMessagesSwitch';
