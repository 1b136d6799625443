import { scanEveryScreenAt } from './a11y-screens';
import { PHONE } from './support';

// Every screen and dialog at a phone's width, and the morning popup (tests/e2e/a11y-screens.ts).
scanEveryScreenAt(PHONE, 'axep', { morningPopup: true });
