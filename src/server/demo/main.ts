import '../runtime-guard';
import { runServer } from '../server';
import { seedDemo } from './seed';

/** `npm run demo`: the app on its own database (data/demo.db), filled with a realistic chain. */
void runServer({ databaseFile: 'demo.db', prepare: seedDemo });
