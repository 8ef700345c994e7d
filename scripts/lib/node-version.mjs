// Which Node.js runs Glasshouse. Plain JavaScript that any Node.js parses, so `glasshouse` can check the runtime
// before it loads anything else (and before anything is written to the data folder).

/** The oldest Node.js of each release line that runs Glasshouse: type stripping without a flag, and Astro 7. */
const MINIMUM_MINOR = { 22: 18, 23: 6 };

/** True when `version` (`v24.1.0`) runs Glasshouse. */
export function supportedNode(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  if (major >= 24) return true;
  return MINIMUM_MINOR[major] !== undefined && minor >= MINIMUM_MINOR[major];
}

/** The one-line explanation for an unsupported Node.js. */
export function unsupportedNodeMessage(version) {
  return `Glasshouse needs Node.js 22.18 or newer (24 LTS recommended, see .nvmrc), but this is Node.js ${version}: install a supported Node.js and run the command again.`;
}
