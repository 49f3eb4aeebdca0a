// The engine's parser as the library hands it to readLine (workbench/library-controller.js):
// the token read by the lab build, the geometry of its size, clashing givens refused.
import { validate } from './lab.mjs';
import { geometry } from './wasm.mjs';

/** @param {string} token */
export const parse = (token) => {
  const v = validate(token);
  const out = { text: v.text, alphabet: geometry(v.side), clash: v.conflicts[0]?.message };
  v.free();
  if (out.clash) throw new Error(out.clash);
  return out;
};
