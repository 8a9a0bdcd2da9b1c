// Checks for the three credential values and profile names. Each returns the normalised value or
// a sentence saying what is wrong and what to give instead. Messages never repeat the API key,
// and never repeat a rejected base URL either (a key pasted into the wrong place must not be
// printed back).

import { maskKey } from '../mask.js';

export type Checked = { ok: true; value: string } | { ok: false; message: string };

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PROFILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
// Anything a header value cannot carry, plus whitespace inside the key.
const NOT_IN_KEY = /[\s\u0000-\u001f\u007f-\u009f]/;

const EXAMPLE_ACCOUNT_ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

export function checkBaseUrl(input: string): Checked {
  const raw = input.trim();
  if (raw === '') return { ok: false, message: 'The base URL is empty: give one like https://api.example.com' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: 'The base URL is not a valid URL: give one like https://api.example.com' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: 'The base URL must start with https:// or http://, like https://api.example.com' };
  }
  if (url.username !== '' || url.password !== '') {
    return {
      ok: false,
      message: 'The base URL must not contain a user name or password: give the API key with --api-key instead',
    };
  }
  if (url.search !== '' || url.hash !== '') {
    return {
      ok: false,
      message: 'The base URL must not have a query (?) or fragment (#): give only scheme, host and port',
    };
  }
  // DNS allows 253 characters and 63 per label; a longer host is a paste gone wrong, not a server.
  if (url.hostname.length > 253 || url.hostname.split('.').some((label) => label.length > 63)) {
    return {
      ok: false,
      message: 'The base URL has a host name longer than DNS allows: give one like https://api.example.com',
    };
  }
  const path = url.pathname.replace(/\/+$/, '');
  if (/\/v1$/i.test(path)) {
    return { ok: false, message: 'The base URL must not end in /v1 (vigil adds it to every path): leave it out' };
  }
  return { ok: true, value: `${url.origin}${path}` };
}

export function checkAccountId(input: string): Checked {
  const raw = input.trim();
  if (GUID.test(raw)) return { ok: true, value: raw.toLowerCase() };
  // A long value may be the API key pasted into the wrong place: show it masked, never whole.
  const shown = raw.length > 16 ? maskKey(raw) : raw;
  return {
    ok: false,
    message:
      `The account ID ${JSON.stringify(shown)} is not a GUID: give one like ${EXAMPLE_ACCOUNT_ID} (it is in ` +
      `your account settings)`,
  };
}

export function checkApiKey(input: string): Checked {
  const raw = input.trim();
  if (raw === '') return { ok: false, message: 'The API key is empty: give the key issued in your user settings' };
  if (NOT_IN_KEY.test(raw)) {
    return {
      ok: false,
      message: 'The API key contains spaces or control characters: copy it again from your user settings',
    };
  }
  return { ok: true, value: raw };
}

export function checkProfileName(input: string): Checked {
  if (PROFILE_NAME.test(input)) return { ok: true, value: input };
  return {
    ok: false,
    message:
      `The profile name ${JSON.stringify(input.slice(0, 64))} is not allowed: use letters, digits, '.', '_' or ` +
      `'-' (up to 64, starting with a letter or digit)`,
  };
}
