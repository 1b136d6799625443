export { GiftCardBalance } from './components/GiftCardBalance';
export { GiftCardsSection } from './components/GiftCardsSection';
export { StoreCreditSection } from './components/StoreCreditSection';
