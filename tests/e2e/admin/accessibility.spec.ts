import { adminAccessibilitySuite } from './accessibility-suite.ts';

adminAccessibilitySuite({ width: 1280, height: 900 });
