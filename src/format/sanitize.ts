// The escaping of untrusted text lives below every layer (src/sanitize.ts), so client/ can use it
// without importing format/; format/ and the screens keep naming it here.
export { sanitizeLine, sanitizeLines, sanitizeText } from '../sanitize.js';
