import { portalDialogsAccessibilitySuite } from './dialogs-accessibility-suite.ts';

portalDialogsAccessibilitySuite({ width: 1280, height: 900 });
