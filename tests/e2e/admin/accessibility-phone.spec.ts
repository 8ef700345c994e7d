import { adminAccessibilitySuite } from './accessibility-suite.ts';

adminAccessibilitySuite({ width: 390, height: 844 });
