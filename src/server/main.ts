import { runServer } from './server';

void runServer();
