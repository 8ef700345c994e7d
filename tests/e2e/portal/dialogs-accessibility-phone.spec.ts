import { portalDialogsAccessibilitySuite } from './dialogs-accessibility-suite.ts';

portalDialogsAccessibilitySuite({ width: 390, height: 844 });
