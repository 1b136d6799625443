import './runtime-guard';
import { runServer } from './server';

void runServer();
