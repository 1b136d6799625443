import { scanEveryScreenAt } from './a11y-screens';
import { DESKTOP } from './support';

// Every screen and dialog at a laptop's width (tests/e2e/a11y-screens.ts).
scanEveryScreenAt(DESKTOP, 'axed');
